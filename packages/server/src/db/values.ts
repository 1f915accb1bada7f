/**
 * Both drivers hand back the same JavaScript types, so no caller needs to know which one it has:
 * json/jsonb parsed, int2/int4/float numbers, bool booleans, timestamps as Date,
 * and everything else (int8, numeric, date, uuid, text...) as the server's text form.
 */
export const TYPE_OIDS = {
  bool: 16,
  int8: 20,
  int2: 21,
  int4: 23,
  json: 114,
  float4: 700,
  float8: 701,
  date: 1082,
  timestamp: 1114,
  timestamptz: 1184,
  numeric: 1700,
  jsonb: 3802,
} as const;

export function parseValue(text: string, oid: number): unknown {
  switch (oid) {
    case TYPE_OIDS.bool:
      return text === 't' || text === 'true';
    case TYPE_OIDS.int2:
    case TYPE_OIDS.int4:
    case TYPE_OIDS.float4:
    case TYPE_OIDS.float8:
      return Number(text);
    case TYPE_OIDS.json:
    case TYPE_OIDS.jsonb:
      return JSON.parse(text);
    case TYPE_OIDS.timestamptz:
      return new Date(text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
    case TYPE_OIDS.timestamp:
      return new Date(text.replace(' ', 'T') + 'Z');
    default:
      return text;
  }
}

/** Parameters travel as text the same way on both drivers: Dates as ISO strings, objects as JSON. */
export function serializeParam(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return value;
  if (Array.isArray(value)) return value.map((v) => (v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : serializeParam(v)));
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'bigint') return value.toString();
  return value;
}
