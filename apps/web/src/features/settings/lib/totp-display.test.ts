import { describe, expect, it } from 'vitest';
import { freeFactorName, groupSecret, qrCodeImageSource } from './totp-display';

describe('qrCodeImageSource', () => {
  it('encodes the markup supabase-js leaves raw, so a colour does not cut the URL', () => {
    const source = qrCodeImageSource('data:image/svg+xml;utf-8,<svg><path fill="#fff"/></svg>');
    expect(source).toBe(
      'data:image/svg+xml;charset=utf-8,%3Csvg%3E%3Cpath%20fill%3D%22%23fff%22%2F%3E%3C%2Fsvg%3E',
    );
    expect(decodeURIComponent(source.split(',')[1]!)).toBe('<svg><path fill="#fff"/></svg>');
  });

  it('takes markup without the prefix as well', () => {
    expect(qrCodeImageSource('<svg/>')).toBe('data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E');
  });
});

describe('groupSecret', () => {
  it('splits the secret in fours without a trailing space', () => {
    expect(groupSecret('ABCDEFGHIJKLMNOPQR')).toBe('ABCD EFGH IJKL MNOP QR');
    expect(groupSecret('ABCDEFGH')).toBe('ABCD EFGH');
  });
});

describe('freeFactorName', () => {
  it('keeps the name when it is free and numbers it when taken', () => {
    expect(freeFactorName('Authenticator app', [])).toBe('Authenticator app');
    expect(freeFactorName('Authenticator app', ['Authenticator app', 'Authenticator app 2'])).toBe(
      'Authenticator app 3',
    );
  });
});
