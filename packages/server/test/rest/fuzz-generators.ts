/** Generators of malformed and hostile rest/v1 requests for fuzz.test.ts, from one seeded PRNG. */
export const SEED = Number(process.env.REST_FUZZ_SEED ?? 20260101);

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const rand = rng(SEED);
export const int = (n: number) => Math.floor(rand() * n);
export const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
export const maybe = (p = 0.5) => rand() < p;
export const many = <T>(n: number, f: () => T) => Array.from({ length: n }, f);

export const TABLES = [
  'authors',
  'books',
  'genres',
  'book_genres',
  'reviews',
  'notes',
  'profiles',
  'long_books',
  'author_profiles',
];
export const HOSTILE_NAMES = [
  'users',
  'auth.users',
  'migrations',
  '_edgelog.migrations',
  'pg_class',
  'pg_shadow',
  'information_schema.tables',
  'authors;drop table authors',
  '"authors"',
  'AUTHORS',
  'rpc',
  'a'.repeat(300),
  'authors\u0000',
  'ä€𝄞',
  '%',
  "' or '1'='1",
  'authors--',
];
export const FUNCTIONS = [
  'add',
  'authors_from',
  'top_books',
  'echo',
  'new_genre',
  'fail_with',
  'numbers',
  'sum_all',
  'whoami',
  'ping',
  'uid',
  'pg_sleep',
  'pg_read_file',
  'current_setting',
  'nope',
  'handle_new_user',
  'touch_updated_at',
];
const COLUMNS = [
  'id',
  'name',
  'title',
  'country',
  'rating',
  'tags',
  'meta',
  'bio',
  'search',
  'pages',
  'price',
  'period',
  'author_id',
  'published',
  'user_id',
  'owner',
  'body',
  'stars',
  'nope',
  'ctid',
  'xmin',
  'oid',
  '*',
  'count',
];
const INJECTIONS = [
  `'; drop table authors; --`,
  `" or 1=1 --`,
  `1); delete from genres; --`,
  `\\`,
  `'`,
  `"`,
  `""`,
  `\u0000`,
  `%00`,
  `$$`,
  `;`,
  `--`,
  `/*`,
  `*/`,
  `1e309`,
  `-1`,
  `99999999999999999999999`,
  `NaN`,
  `null`,
  `true`,
  `{}`,
  `[]`,
  `{"a":`,
  `(`,
  `)`,
  `,`,
  `.`,
  `::`,
  `->`,
  `->>`,
  `!inner`,
  `...`,
  `${'x'.repeat(2000)}`,
  `é`,
  `\n`,
  ` `,
  '+',
  '&',
  '=',
];
const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'not',
  'nope',
  'or',
  'and',
  '',
];
const VALUES = [
  '1',
  '0',
  '-5',
  '3.5',
  'abc',
  'null',
  'not_null',
  'true',
  'false',
  'unknown',
  '(1,2)',
  '("a,b",c)',
  '(',
  '{a,b}',
  '{1,',
  '[1,5)',
  '(1,2]',
  '{"a":1}',
  'Ursula',
  '*U*',
  '%',
  '1969-03-01',
  'a-b',
  "'",
  ...INJECTIONS,
];

function name(): string {
  return maybe(0.8) ? pick(COLUMNS) : pick(INJECTIONS);
}

function selectString(depth = 0): string {
  return many(1 + int(4), () => {
    const r = rand();
    if (r < 0.2) return '*';
    if (r < 0.35 && depth < 4)
      return `${maybe(0.3) ? `${name()}:` : ''}${maybe(0.2) ? '...' : ''}${pick([...TABLES, ...HOSTILE_NAMES.slice(0, 4)])}${maybe(0.3) ? `!${pick(['inner', 'left', 'author_id', 'nope', 'books_author_id_fkey'])}` : ''}(${selectString(depth + 1)})`;
    if (r < 0.5)
      return `${name()}${maybe() ? pick(['->', '->>']) + pick(['a', 'address', '0', "'", 'city']) : ''}${maybe(0.3) ? `::${pick(['text', 'int', 'nope', 'int; drop', 'json', 'numeric[]', 'pg_catalog.text'])}` : ''}`;
    if (r < 0.6) return `${name()}.${pick(['sum', 'avg', 'count', 'max', 'min', 'nope'])}()`;
    if (r < 0.65) return 'count()';
    return maybe() ? name() : pick(INJECTIONS);
  }).join(pick([',', ',', ', ', ';', '']));
}

function condition(depth = 0): string {
  const r = rand();
  if (r < 0.2 && depth < 5)
    return `${maybe(0.3) ? 'not.' : ''}${pick(['or', 'and'])}(${many(1 + int(3), () => condition(depth + 1)).join(',')})`;
  return `${name()}.${maybe(0.2) ? 'not.' : ''}${pick(OPERATORS)}${maybe(0.1) ? `(${pick(['any', 'all', 'english', 'nope', ''])})` : ''}.${pick(VALUES)}`;
}

export function queryParams(): Array<[string, string]> {
  const params: Array<[string, string]> = [];
  for (let i = 0, n = int(6); i < n; i++) {
    const r = rand();
    if (r < 0.2) params.push(['select', selectString()]);
    else if (r < 0.45)
      params.push([
        `${maybe(0.15) ? `${pick(TABLES)}.` : ''}${name()}`,
        `${maybe(0.2) ? 'not.' : ''}${pick(OPERATORS)}${maybe(0.1) ? `(${pick(['any', 'all', 'english'])})` : ''}.${pick(VALUES)}`,
      ]);
    else if (r < 0.6)
      params.push([
        `${maybe(0.15) ? `${pick(TABLES)}.` : ''}${maybe(0.2) ? 'not.' : ''}${pick(['or', 'and'])}`,
        maybe(0.8) ? `(${many(1 + int(3), () => condition()).join(',')})` : pick(VALUES),
      ]);
    else if (r < 0.72)
      params.push([
        `${maybe(0.2) ? `${pick(TABLES)}.` : ''}order`,
        many(
          1 + int(3),
          () =>
            `${maybe(0.2) ? `${pick(TABLES)}(${name()})` : name()}${maybe() ? `.${pick(['asc', 'desc', 'nullsfirst', 'nullslast', 'nope'])}` : ''}${maybe(0.3) ? `.${pick(['nullsfirst', 'nullslast'])}` : ''}`,
        ).join(','),
      ]);
    else if (r < 0.82)
      params.push([
        `${maybe(0.2) ? `${pick(TABLES)}.` : ''}${pick(['limit', 'offset'])}`,
        pick(['0', '1', '2', '-1', 'abc', '1e3', '99999999999999999', '', '3.5']),
      ]);
    else if (r < 0.88)
      params.push([pick(['columns', 'on_conflict']), many(1 + int(3), name).join(pick([',', '","']))]);
    else params.push([pick(INJECTIONS), pick(VALUES)]);
  }
  return params;
}

export function encode(params: Array<[string, string]>): string {
  if (maybe(0.05)) return `?${pick(['%', '%zz', '&&&', '=', 'a=%E0%A4%A', 'select=%00', '%%%%'])}`;
  return params.length
    ? `?${params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`
    : '';
}

function jsonValue(depth = 0): unknown {
  const r = rand();
  if (r < 0.15) return pick(INJECTIONS);
  if (r < 0.3) return pick([0, 1, -1, 3.14, 1e300, Number.MAX_SAFE_INTEGER]);
  if (r < 0.4) return pick([true, false, null]);
  if (r < 0.5 && depth < 3) return many(int(4), () => jsonValue(depth + 1));
  if (r < 0.6 && depth < 3) return Object.fromEntries(many(int(4), () => [name(), jsonValue(depth + 1)]));
  return pick(VALUES);
}

export function body_(): string | undefined {
  const r = rand();
  if (r < 0.1) return undefined;
  if (r < 0.25)
    return pick([
      '',
      '{',
      '[',
      'null',
      '"x"',
      '1',
      '{"a":1,}',
      '[{}, 1]',
      '\u0000',
      '{"name": "\u0000"}',
      'not json',
      '[[[[[[]]]]]]',
      '{"a":'.repeat(50),
    ]);
  const row = () => Object.fromEntries(many(int(5), () => [name(), jsonValue()]));
  return JSON.stringify(maybe(0.6) ? row() : many(int(5), row));
}

// Plausible requests (right columns, right kinds of values) with one hostile part mixed in, so
// the generator reaches the database and its error paths, not only the parser.
const SAMPLE: Record<string, Record<string, string[]>> = {
  authors: {
    id: ['1', '2', '99'],
    name: ['Ursula', 'Jorge', 'x'],
    country: ['US', 'PL'],
    rating: ['4.5', '5'],
    tags: ['{scifi}', '{}'],
    bio: ['planet', 'hand'],
    meta: ['{"born":1929}'],
  },
  books: {
    id: ['1', '3'],
    title: ['Solaris', 'Kindred'],
    pages: ['200', '300'],
    price: ['9.99'],
    period: ['[1960,1970)'],
    author_id: ['1', '2'],
  },
  genres: { id: ['1', '2'], name: ['classic', 'award', 'fresh'] },
  reviews: { id: ['1'], stars: ['3', '5'], body: ['great'], book_id: ['1'] },
  notes: { id: ['1'], body: ['mine'] },
};
const SAFE_OPS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'in', 'is', 'like', 'ilike'];

export function plausible(): { table: string; params: Array<[string, string]>; body?: string } {
  const table = pick(Object.keys(SAMPLE));
  const cols = SAMPLE[table]!;
  const col = () => pick(Object.keys(cols));
  const val = (c: string) => pick(cols[c]!);
  const params: Array<[string, string]> = [];
  if (maybe(0.6))
    params.push([
      'select',
      many(1 + int(3), col).join(',') +
        (table === 'books' && maybe() ? ',authors!author_id(name),genres(name)' : ''),
    ]);
  for (let i = 0, n = int(3); i < n; i++) {
    const c = col();
    const op = pick(SAFE_OPS);
    const v =
      op === 'in'
        ? `(${val(c)},${val(c)})`
        : op === 'is'
          ? pick(['null', 'not_null'])
          : op.includes('like')
            ? `*${val(c).slice(0, 2)}*`
            : val(c);
    params.push([c, `${maybe(0.1) ? 'not.' : ''}${op}.${v}`]);
  }
  if (maybe(0.3)) params.push(['order', `${col()}.${pick(['asc', 'desc'])}`]);
  if (maybe(0.3)) params.push(['limit', String(int(5))]);
  if (maybe(0.2))
    params[int(params.length + 1)] = pick([
      ['select', selectString()],
      [name(), pick(VALUES)],
      ['or', `(${condition()})`],
    ] as Array<[string, string]>);
  const row = () =>
    Object.fromEntries(
      Object.keys(cols)
        .filter(() => maybe(0.5))
        .filter((c) => c !== 'id')
        .map((c) => [c, maybe(0.9) ? val(c) : jsonValue()]),
    );
  const body = maybe(0.85) ? JSON.stringify(maybe(0.7) ? row() : many(1 + int(3), row)) : (body_() ?? '');
  return { table, params: params.filter(Boolean), body };
}

export const PREFER = [
  'return=representation',
  'return=minimal',
  'return=headers-only',
  'return=nope',
  'count=exact',
  'count=planned',
  'count=estimated',
  'count=',
  'resolution=merge-duplicates',
  'resolution=ignore-duplicates',
  'missing=default',
  'handling=strict',
  'max-affected=0',
  'max-affected=-1',
  'tx=rollback',
  'timezone=Mars/Base',
  'timezone=UTC',
  'params=single-object',
  'x',
  ',,,',
];
export const ACCEPT = [
  'application/json',
  'application/vnd.pgrst.object+json',
  'text/csv',
  '*/*',
  'application/xml',
  'application/vnd.pgrst.plan+json',
  'text/csv;q=0',
  'application/json;nulls=stripped',
  'application/vnd.pgrst.array+json;nulls=stripped',
  '',
  'garbage,,;;;',
];
export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'text/csv',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/vnd.pgrst.object+json',
];
