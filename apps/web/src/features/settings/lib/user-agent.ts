/** The browser, system and kind of device a sign-in came from, read from its user agent. */
export interface DeviceInfo {
  browser: string;
  os: string;
  device: 'desktop' | 'mobile' | 'tablet';
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/^node|undici|node-fetch/i, 'Node.js'],
  [/curl\//, 'curl'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

export function parseUserAgent(userAgent: string): DeviceInfo {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Unknown browser';
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'an unknown system';
  const tablet = /iPad|Tablet/.test(userAgent) || (/Android/.test(userAgent) && !/Mobile/.test(userAgent));
  const mobile = !tablet && /Mobi|iPhone|iPod/.test(userAgent);
  return { browser, os, device: tablet ? 'tablet' : mobile ? 'mobile' : 'desktop' };
}
