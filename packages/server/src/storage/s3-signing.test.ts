import { describe, expect, it } from 'vitest';
import { EMPTY_SHA256, sha256Hex, signRequest } from './s3-signing.ts';

// The examples of Amazon S3's "Signature Calculations for the Authorization Header" page:
// one key pair, one bucket, one instant; each request's signature as the page publishes it.
const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const date = new Date('2013-05-24T00:00:00Z');
const base = 'https://examplebucket.s3.amazonaws.com';
const scope = 'AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request';

describe('AWS Signature Version 4', () => {
  it('signs GET Object with a range as the published example', () => {
    const signed = signRequest(
      {
        method: 'GET',
        url: new URL(`${base}/test.txt`),
        headers: {
          range: 'bytes=0-9',
          'x-amz-content-sha256': EMPTY_SHA256,
          'x-amz-date': '20130524T000000Z',
        },
        payloadHash: EMPTY_SHA256,
        region: 'us-east-1',
        date,
      },
      credentials,
    );
    expect(sha256Hex(signed.canonicalRequest)).toBe(
      '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    );
    expect(signed.authorization).toBe(
      `AWS4-HMAC-SHA256 Credential=${scope}, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ` +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('signs PUT Object with a key needing encoding and a signed payload as the published example', () => {
    const payloadHash = sha256Hex('Welcome to Amazon S3.');
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const signed = signRequest(
      {
        method: 'PUT',
        url: new URL(`${base}/test$file.text`),
        headers: {
          date: 'Fri, 24 May 2013 00:00:00 GMT',
          'x-amz-date': '20130524T000000Z',
          'x-amz-storage-class': 'REDUCED_REDUNDANCY',
          'x-amz-content-sha256': payloadHash,
        },
        payloadHash,
        region: 'us-east-1',
        date,
      },
      credentials,
    );
    expect(signed.canonicalRequest.split('\n')[1]).toBe('/test%24file.text');
    expect(signed.authorization).toBe(
      `AWS4-HMAC-SHA256 Credential=${scope}, SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, ` +
        'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });

  it('signs a sub-resource with no value (GET ?lifecycle) as the published example', () => {
    const signed = signRequest(
      {
        method: 'GET',
        url: new URL(`${base}/?lifecycle`),
        headers: { 'x-amz-date': '20130524T000000Z', 'x-amz-content-sha256': EMPTY_SHA256 },
        payloadHash: EMPTY_SHA256,
        region: 'us-east-1',
        date,
      },
      credentials,
    );
    expect(signed.canonicalRequest.split('\n')[2]).toBe('lifecycle=');
    expect(signed.authorization).toMatch(
      /Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543$/,
    );
  });

  it('signs a listing with its query sorted (GET ?max-keys=2&prefix=J) as the published example', () => {
    const signed = signRequest(
      {
        method: 'GET',
        url: new URL(`${base}/?prefix=J&max-keys=2`),
        headers: { 'x-amz-date': '20130524T000000Z', 'x-amz-content-sha256': EMPTY_SHA256 },
        payloadHash: EMPTY_SHA256,
        region: 'us-east-1',
        date,
      },
      credentials,
    );
    expect(signed.canonicalRequest.split('\n')[2]).toBe('max-keys=2&prefix=J');
    expect(signed.authorization).toMatch(
      /Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7$/,
    );
  });

  it('gives another signature for another secret, region or instant', () => {
    const input = {
      method: 'GET',
      url: new URL(`${base}/test.txt`),
      headers: { 'x-amz-date': '20130524T000000Z', 'x-amz-content-sha256': EMPTY_SHA256 },
      payloadHash: EMPTY_SHA256,
      region: 'us-east-1',
      date,
    };
    const reference = signRequest(input, credentials).authorization;
    expect(signRequest(input, { ...credentials, secretAccessKey: 'other' }).authorization).not.toBe(
      reference,
    );
    expect(signRequest({ ...input, region: 'eu-west-1' }, credentials).authorization).not.toBe(reference);
    expect(
      signRequest({ ...input, date: new Date('2013-05-25T00:00:00Z') }, credentials).authorization,
    ).not.toBe(reference);
  });
});
