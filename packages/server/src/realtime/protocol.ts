/**
 * Phoenix channel frames as realtime-js speaks them. `vsn=1.0.0` sends JSON objects; `vsn=2.0.0`
 * (the client's default) sends JSON arrays `[join_ref, ref, topic, event, payload]` and encodes
 * every broadcast it sends as a binary "user broadcast push" frame (kind 3). The server answers in
 * the same version and may send broadcasts back as binary "user broadcast" frames (kind 4).
 */
export type Vsn = '1.0.0' | '2.0.0';

export const SUPPORTED_VSN: readonly Vsn[] = ['1.0.0', '2.0.0'];

export interface PhoenixMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** A broadcast whose user payload is raw bytes (binary encoding) rather than JSON. */
export interface BinaryPayload {
  binary: Uint8Array;
}

/** What a client's broadcast carries once decoded, in either frame form. */
export interface UserBroadcast {
  event: string;
  /** JSON value, or raw bytes. */
  payload: unknown | BinaryPayload;
  meta?: Record<string, unknown>;
}

export class FrameError extends Error {
  constructor(
    message: string,
    /** Whatever could be read before the frame turned out malformed, so the reply can reach it. */
    readonly partial: { topic?: string; ref?: string | null; joinRef?: string | null } = {},
  ) {
    super(message);
    this.name = 'FrameError';
  }
}

const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;
const ENCODING_BINARY = 0;
const ENCODING_JSON = 1;

const refOf = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new FrameError('ref and join_ref must be strings or null');
};

export function isBinaryPayload(value: unknown): value is BinaryPayload {
  return typeof value === 'object' && value !== null && (value as BinaryPayload).binary instanceof Uint8Array;
}

function decodeText(text: string, vsn: Vsn): PhoenixMessage {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new FrameError('frame is not valid JSON');
  }
  let fields: [unknown, unknown, unknown, unknown, unknown];
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length !== 5)
      throw new FrameError('frame must be a JSON array of 5 elements');
    fields = [parsed[0], parsed[1], parsed[2], parsed[3], parsed[4]];
  } else {
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new FrameError('frame must be a JSON object');
    }
    const o = parsed as Record<string, unknown>;
    fields = [o.join_ref, o.ref, o.topic, o.event, o.payload];
  }
  const [joinRefRaw, refRaw, topic, event, payload] = fields;
  const partial = {
    topic: typeof topic === 'string' ? topic : undefined,
    ref: typeof refRaw === 'string' ? refRaw : null,
    joinRef: typeof joinRefRaw === 'string' ? joinRefRaw : null,
  };
  if (typeof topic !== 'string' || topic === '')
    throw new FrameError('topic must be a non-empty string', partial);
  if (typeof event !== 'string' || event === '')
    throw new FrameError('event must be a non-empty string', partial);
  let joinRef: string | null;
  let ref: string | null;
  try {
    joinRef = refOf(joinRefRaw);
    ref = refOf(refRaw);
  } catch (err) {
    throw new FrameError((err as Error).message, partial);
  }
  if (typeof payload !== 'object' || payload === null) {
    throw new FrameError('payload must be a JSON object', partial);
  }
  return { joinRef, ref, topic, event, payload };
}

/**
 * Kind 3: byte0=3, then lengths of join_ref, ref, topic, user event and metadata, the payload
 * encoding, the five strings (UTF-8) and the payload bytes.
 */
function decodeBinary(bytes: Uint8Array): PhoenixMessage {
  if (bytes.length < 1) throw new FrameError('empty binary frame');
  if (bytes[0] !== KIND_USER_BROADCAST_PUSH)
    throw new FrameError(`unsupported binary frame kind ${bytes[0]}`);
  if (bytes.length < 7) throw new FrameError('truncated binary frame header');
  const [joinRefLen, refLen, topicLen, eventLen, metaLen, encoding] = [
    bytes[1]!,
    bytes[2]!,
    bytes[3]!,
    bytes[4]!,
    bytes[5]!,
    bytes[6]!,
  ];
  const headerEnd = 7 + joinRefLen + refLen + topicLen + eventLen + metaLen;
  if (bytes.length < headerEnd) throw new FrameError('truncated binary frame');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let offset = 7;
  const take = (length: number) => {
    const slice = bytes.subarray(offset, offset + length);
    offset += length;
    try {
      return decoder.decode(slice);
    } catch {
      throw new FrameError('binary frame strings must be UTF-8');
    }
  };
  const joinRef = take(joinRefLen) || null;
  const ref = take(refLen) || null;
  const topic = take(topicLen);
  const event = take(eventLen);
  const metaText = take(metaLen);
  const partial = { topic, ref, joinRef };
  if (!topic) throw new FrameError('topic must be a non-empty string', partial);
  let meta: Record<string, unknown> | undefined;
  if (metaText) {
    try {
      const parsed: unknown = JSON.parse(metaText);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Error('not an object');
      meta = parsed as Record<string, unknown>;
    } catch {
      throw new FrameError('binary frame metadata must be a JSON object', partial);
    }
  }
  const body = bytes.subarray(headerEnd);
  let userPayload: unknown;
  if (encoding === ENCODING_JSON) {
    try {
      userPayload = JSON.parse(decoder.decode(body));
    } catch {
      throw new FrameError('binary frame payload is not valid JSON', partial);
    }
  } else if (encoding === ENCODING_BINARY) {
    userPayload = { binary: Uint8Array.from(body) } satisfies BinaryPayload;
  } else {
    throw new FrameError(`unsupported payload encoding ${encoding}`, partial);
  }
  const payload: Record<string, unknown> = { type: 'broadcast', event, payload: userPayload };
  if (meta) payload.meta = meta;
  return { joinRef, ref, topic, event: 'broadcast', payload };
}

/** Decodes one websocket frame; throws FrameError for anything that is not a valid message. */
export function decodeFrame(
  data: Buffer | ArrayBuffer | Buffer[],
  isBinary: boolean,
  vsn: Vsn,
): PhoenixMessage {
  const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
  if (isBinary) {
    if (vsn !== '2.0.0') throw new FrameError('binary frames need protocol version 2.0.0');
    return decodeBinary(new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength));
  }
  return decodeText(buffer.toString('utf8'), vsn);
}

/** A text frame in the connection's version. */
export function encodeText(message: PhoenixMessage, vsn: Vsn): string {
  if (vsn === '2.0.0') {
    return JSON.stringify([message.joinRef, message.ref, message.topic, message.event, message.payload]);
  }
  return JSON.stringify({
    join_ref: message.joinRef,
    ref: message.ref,
    topic: message.topic,
    event: message.event,
    payload: message.payload,
  });
}

const encoder = new TextEncoder();

/** Kind 4, server -> client: byte0=4, lengths of topic, user event and metadata, encoding, then data. */
export function encodeBinaryBroadcast(topic: string, broadcast: UserBroadcast): Uint8Array | null {
  const topicBytes = encoder.encode(topic);
  const eventBytes = encoder.encode(broadcast.event);
  const metaBytes = encoder.encode(
    broadcast.meta && Object.keys(broadcast.meta).length > 0 ? JSON.stringify(broadcast.meta) : '',
  );
  if (topicBytes.length > 255 || eventBytes.length > 255 || metaBytes.length > 255) return null;
  const binary = isBinaryPayload(broadcast.payload);
  const body = binary
    ? (broadcast.payload as BinaryPayload).binary
    : encoder.encode(JSON.stringify(broadcast.payload ?? null));
  const out = new Uint8Array(5 + topicBytes.length + eventBytes.length + metaBytes.length + body.length);
  out[0] = KIND_USER_BROADCAST;
  out[1] = topicBytes.length;
  out[2] = eventBytes.length;
  out[3] = metaBytes.length;
  out[4] = binary ? ENCODING_BINARY : ENCODING_JSON;
  let offset = 5;
  for (const part of [topicBytes, eventBytes, metaBytes, body]) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
