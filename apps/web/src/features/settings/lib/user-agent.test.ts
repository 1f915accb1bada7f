import { describe, expect, it } from 'vitest';
import { parseUserAgent } from './user-agent';

describe('parseUserAgent', () => {
  it('tells Chrome on Linux on a desktop, headless too', () => {
    expect(
      parseUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', os: 'Linux', device: 'desktop' });
  });

  it('tells Edge from the Chrome it also names', () => {
    expect(
      parseUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
      ),
    ).toEqual({ browser: 'Edge', os: 'Windows', device: 'desktop' });
  });

  it('tells Safari on an iPhone and on an iPad', () => {
    expect(
      parseUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', os: 'iOS', device: 'mobile' });
    expect(
      parseUserAgent(
        'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ).device,
    ).toBe('tablet');
  });

  it('tells an Android phone from an Android tablet', () => {
    const phone =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
    const tablet =
      'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
    expect(parseUserAgent(phone)).toEqual({ browser: 'Chrome', os: 'Android', device: 'mobile' });
    expect(parseUserAgent(tablet)).toEqual({ browser: 'Chrome', os: 'Android', device: 'tablet' });
  });

  it('tells Firefox on macOS and says so when nothing is known', () => {
    expect(
      parseUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:121.0) Gecko/20100101 Firefox/121.0'),
    ).toEqual({ browser: 'Firefox', os: 'macOS', device: 'desktop' });
    expect(parseUserAgent('something')).toEqual({
      browser: 'Unknown browser',
      os: 'an unknown system',
      device: 'desktop',
    });
  });
});
