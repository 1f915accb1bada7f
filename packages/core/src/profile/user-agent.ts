// A User-Agent header read well enough for the sign-in activity list: "Firefox on Windows,
// desktop". Order matters: Edge and Opera also say Chrome, Chrome also says Safari, and iPadOS
// may say Macintosh.

export type DeviceKind = 'desktop' | 'mobile' | 'tablet';

export interface UserAgentSummary {
  browser: string;
  os: string;
  device: DeviceKind;
  /** "Firefox on Windows", or "Unknown device" when nothing is known. */
  label: string;
}

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\b(iPhone|iPad|iPod)\b.*\bAppleWebKit\//, 'Safari'],
  [/\bnode\b|\bundici\b/i, 'Node.js'],
  [/\bcurl\//, 'curl'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\bWindows Phone\b/, 'Windows Phone'],
  [/\bWindows\b/, 'Windows'],
  [/\biPad\b/, 'iPadOS'],
  [/\b(iPhone|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const find = (ua: string, table: ReadonlyArray<[RegExp, string]>): string | undefined =>
  table.find(([pattern]) => pattern.test(ua))?.[1];

function deviceOf(ua: string, os: string | undefined): DeviceKind {
  if (os === 'iPadOS' || /\bTablet\b|\bKindle\b|\bSilk\//.test(ua)) return 'tablet';
  if (os === 'Android') return /\bMobile\b/.test(ua) ? 'mobile' : 'tablet';
  if (os === 'iOS' || os === 'Windows Phone' || /\bMobi/.test(ua)) return 'mobile';
  return 'desktop';
}

export function parseUserAgent(ua: string | null | undefined): UserAgentSummary {
  const text = (ua ?? '').trim();
  const browser = find(text, BROWSERS);
  const os = find(text, SYSTEMS);
  const label = browser && os ? `${browser} on ${os}` : (browser ?? os ?? 'Unknown device');
  return {
    browser: browser ?? 'Unknown browser',
    os: os ?? 'Unknown system',
    device: deviceOf(text, os),
    label,
  };
}
