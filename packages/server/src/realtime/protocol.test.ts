import { describe, expect, it } from 'vitest';
import { decodeFrame, encodeBinaryBroadcast, encodeText, FrameError } from './protocol.ts';

const text = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value));

/** A kind-3 frame built the way realtime-js's serializer builds it. */
function kind3(
  joinRef: string,
  ref: string,
  topic: string,
  event: string,
  meta: string,
  encoding: number,
  body: Uint8Array,
) {
  const parts = [joinRef, ref, topic, event, meta].map((s) => Buffer.from(s));
  return Buffer.concat([
    Buffer.from([3, ...parts.map((p) => p.length), encoding]),
    ...parts,
    Buffer.from(body),
  ]);
}

describe('decodeFrame', () => {
  it('reads vsn 2.0.0 arrays and vsn 1.0.0 objects', () => {
    expect(decodeFrame(text(['1', '2', 'realtime:a', 'phx_join', {}]), false, '2.0.0')).toEqual({
      joinRef: '1',
      ref: '2',
      topic: 'realtime:a',
      event: 'phx_join',
      payload: {},
    });
    expect(
      decodeFrame(
        text({ join_ref: null, ref: '3', topic: 'phoenix', event: 'heartbeat', payload: {} }),
        false,
        '1.0.0',
      ),
    ).toEqual({
      joinRef: null,
      ref: '3',
      topic: 'phoenix',
      event: 'heartbeat',
      payload: {},
    });
  });

  it('reads user broadcast pushes (kind 3) with JSON or raw payloads and metadata', () => {
    const json = kind3('1', '2', 'realtime:r', 'moved', '{"persist":true}', 1, Buffer.from('{"x":1}'));
    expect(decodeFrame(json, true, '2.0.0')).toEqual({
      joinRef: '1',
      ref: '2',
      topic: 'realtime:r',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'moved', payload: { x: 1 }, meta: { persist: true } },
    });
    const raw = decodeFrame(
      kind3('1', '', 'realtime:r', 'bytes', '', 0, new Uint8Array([0, 255])),
      true,
      '2.0.0',
    );
    expect(raw.ref).toBeNull();
    expect(raw.payload).toEqual({
      type: 'broadcast',
      event: 'bytes',
      payload: { binary: new Uint8Array([0, 255]) },
    });
  });

  it.each([
    ['not JSON', text('nope'), false],
    ['a short array', text([1, 2]), false],
    ['an object under 2.0.0', text({ topic: 'x' }), false],
    ['a non-object payload', text([null, '1', 'realtime:a', 'broadcast', 'x']), false],
    ['an empty topic', text([null, '1', '', 'broadcast', {}]), false],
    ['an unknown binary kind', Buffer.from([9, 1, 1]), true],
    ['a truncated binary frame', Buffer.from([3, 200, 0, 0, 0, 0, 1]), true],
    ['a bad binary JSON payload', kind3('1', '2', 'realtime:r', 'e', '', 1, Buffer.from('{')), true],
  ])('refuses %s', (_name, frame, binary) => {
    expect(() => decodeFrame(frame, binary, '2.0.0')).toThrow(FrameError);
  });

  it('keeps what it could read of a bad frame so the push can be answered', () => {
    try {
      decodeFrame(text([null, '5', 'realtime:a', 'broadcast', 'x']), false, '2.0.0');
      expect.unreachable();
    } catch (err) {
      expect((err as FrameError).partial).toEqual({ topic: 'realtime:a', ref: '5', joinRef: null });
    }
  });
});

describe('encoding', () => {
  it('writes text frames in the socket version', () => {
    const message = { joinRef: '1', ref: null, topic: 't', event: 'e', payload: { a: 1 } };
    expect(JSON.parse(encodeText(message, '2.0.0'))).toEqual(['1', null, 't', 'e', { a: 1 }]);
    expect(JSON.parse(encodeText(message, '1.0.0'))).toEqual({
      join_ref: '1',
      ref: null,
      topic: 't',
      event: 'e',
      payload: { a: 1 },
    });
  });

  it('writes user broadcasts (kind 4) as realtime-js decodes them', () => {
    const frame = encodeBinaryBroadcast('realtime:r', {
      event: 'bytes',
      payload: { binary: new Uint8Array([7, 8]) },
    })!;
    expect([...frame]).toEqual([4, 10, 5, 0, 0, ...Buffer.from('realtime:r'), ...Buffer.from('bytes'), 7, 8]);
    const json = encodeBinaryBroadcast('t', { event: 'e', payload: { a: 'ü' }, meta: { id: 'x' } })!;
    expect(json[4]).toBe(1);
    expect(Buffer.from(json.subarray(5 + 1 + 1 + json[3]!)).toString()).toBe('{"a":"ü"}');
  });
});
