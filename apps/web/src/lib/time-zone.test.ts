import { describe, expect, it } from 'vitest';
import { appTimeZone, browserTimeZone, setAppTimeZone } from './time-zone';

describe('the app time zone', () => {
  it("is the browser's until the trader's is set, and again after it is cleared", () => {
    expect(appTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    setAppTimeZone('Asia/Tokyo');
    expect(appTimeZone()).toBe('Asia/Tokyo');
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    setAppTimeZone(null);
    expect(appTimeZone()).toBe(browserTimeZone());
  });
});
