import type { RawCatalog } from './introspect.ts';

export interface Column {
  name: string;
  /** format_type(): `integer`, `text[]`, `character varying(20)` */
  type: string;
  /** Base type name (`int4`, `_text`), domains resolved. */
  typname: string;
  /** pg_type.typcategory of the base type: N numeric, S string, A array, B boolean, U user (json, uuid)... */
  category: string;
  elemtype: string | null;
  notNull: boolean;
  defaultExpr: string | null;
  hasDefault: boolean;
  generated: boolean;
  description: string | null;
}

export interface Table {
  oid: number;
  name: string;
  kind: 'table' | 'view';
  description: string | null;
  insertable: boolean;
  updatable: boolean;
  deletable: boolean;
  columns: Map<string, Column>;
  /** Column names in table order. */
  columnNames: string[];
  primaryKey: string[];
  /** Column sets that are unique (primary key included). */
  uniques: string[][];
}

export interface ForeignKey {
  name: string;
  table: Table;
  columns: string[];
  foreignTable: Table;
  foreignColumns: string[];
}

export type Cardinality = 'm2o' | 'o2m' | 'o2o' | 'm2m';

/** How `from` reaches an embedded `to`; `pairs` are [fromColumn, toColumn] (direct) or via the junction. */
export interface Relationship {
  cardinality: Cardinality;
  toOne: boolean;
  from: Table;
  to: Table;
  constraint: ForeignKey;
  /** [column of from, column of to] for direct relationships. */
  pairs: Array<[string, string]>;
  junction?: {
    table: Table;
    /** FK junction -> from: [junction column, from column]. */
    fromFk: ForeignKey;
    fromPairs: Array<[string, string]>;
    /** FK junction -> to: [junction column, to column]. */
    toFk: ForeignKey;
    toPairs: Array<[string, string]>;
  };
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
  variadic: boolean;
}

export interface Func {
  oid: number;
  name: string;
  volatility: 'immutable' | 'stable' | 'volatile';
  retset: boolean;
  /** format_type() of the return type. */
  returnType: string;
  /** scalar: one value; composite: a row (table type or OUT/TABLE columns); void: nothing. */
  returns: 'scalar' | 'composite' | 'void';
  /** When the function returns rows of an exposed table or view: that relation (embeddable). */
  returnTable?: Table;
  /** Output columns for TABLE/OUT functions (name -> type). */
  outColumns: Array<{ name: string; type: string }>;
  args: FunctionArg[];
  description: string | null;
  /**
   * Settings of the function applied to the whole call's transaction, as PostgREST 12.2 hoists
   * them: a `statement_timeout` set on the function replaces the API's for that call (set inside
   * the function only, it would come too late: the statement's timer is already running).
   */
  hoistedSettings: Record<string, string>;
  /** The function's own settings, every one (`edgelog.max_items` -> `1000`). */
  settings: Record<string, string>;
}

/** The function settings hoisted to the call's transaction. */
export const HOISTED_SETTINGS = ['statement_timeout'] as const;

function ownSettings(config: readonly string[] | null): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const entry of config ?? []) {
    const at = entry.indexOf('=');
    if (at > 0) settings[entry.slice(0, at)] = entry.slice(at + 1);
  }
  return settings;
}

function hoisted(config: readonly string[] | null): Record<string, string> {
  return Object.fromEntries(
    Object.entries(ownSettings(config)).filter(([name]) =>
      (HOISTED_SETTINGS as readonly string[]).includes(name),
    ),
  );
}

export interface SchemaCache {
  schema: string;
  tables: Map<string, Table>;
  functions: Map<string, Func[]>;
  /** Relationships by source table name. */
  relationships: Map<string, Relationship[]>;
  /** Type names a select cast may name. */
  types: Set<string>;
  loadedAt: Date;
}

function keyOf(cols: readonly string[]): string {
  return [...cols].sort().join('\u0000');
}

function subset(cols: readonly string[], of: readonly string[]): boolean {
  return cols.every((c) => of.includes(c));
}

export function buildCache(schema: string, raw: RawCatalog): SchemaCache {
  const byOid = new Map<number, Table>();
  const tables = new Map<string, Table>();
  for (const r of raw.relations) {
    const table: Table = {
      oid: Number(r.oid),
      name: r.name,
      kind: r.kind === 'r' || r.kind === 'p' || r.kind === 'f' ? 'table' : 'view',
      description: r.description,
      insertable: r.insertable,
      updatable: r.updatable,
      deletable: r.deletable,
      columns: new Map(),
      columnNames: [],
      primaryKey: [],
      uniques: [],
    };
    byOid.set(table.oid, table);
    // Composite types only describe function results; they are not relations of the API.
    if (r.kind !== 'c') tables.set(table.name, table);
  }
  for (const c of raw.columns) {
    const table = byOid.get(Number(c.rel));
    if (!table) continue;
    table.columns.set(c.name, {
      name: c.name,
      type: c.type,
      typname: c.typname,
      category: c.category,
      elemtype: c.elemtype,
      notNull: c.not_null,
      defaultExpr: c.default_expr,
      hasDefault: c.default_expr !== null || c.identity !== '' || c.generated !== '',
      generated: c.generated !== '',
      description: c.description,
    });
    table.columnNames.push(c.name);
  }
  const fks: ForeignKey[] = [];
  for (const k of raw.keys) {
    const table = byOid.get(Number(k.rel));
    if (!table || !k.cols) continue;
    if (k.type === 'p') {
      table.primaryKey = k.cols;
      table.uniques.push(k.cols);
    } else if (k.type === 'u') {
      table.uniques.push(k.cols);
    } else if (k.type === 'f' && k.frel !== null && k.fcols) {
      const foreignTable = byOid.get(Number(k.frel));
      if (foreignTable)
        fks.push({ name: k.name, table, columns: k.cols, foreignTable, foreignColumns: k.fcols });
    }
  }

  fks.push(...viewKeys(raw, byOid, fks));

  const relationships = new Map<string, Relationship[]>();
  const add = (rel: Relationship) => {
    const list = relationships.get(rel.from.name) ?? [];
    list.push(rel);
    relationships.set(rel.from.name, list);
  };
  const isUnique = (table: Table, cols: readonly string[]) =>
    table.uniques.some((u) => keyOf(u) === keyOf(cols));
  for (const fk of fks) {
    const pairs = fk.columns.map((c, i): [string, string] => [c, fk.foreignColumns[i]!]);
    const oneToOne = isUnique(fk.table, fk.columns);
    add({
      cardinality: oneToOne ? 'o2o' : 'm2o',
      toOne: true,
      from: fk.table,
      to: fk.foreignTable,
      constraint: fk,
      pairs,
    });
    add({
      cardinality: oneToOne ? 'o2o' : 'o2m',
      toOne: oneToOne,
      from: fk.foreignTable,
      to: fk.table,
      constraint: fk,
      pairs: pairs.map(([a, b]): [string, string] => [b, a]),
    });
  }
  // Many-to-many through a junction whose two foreign keys are part of one of its unique keys.
  const fksByTable = new Map<Table, ForeignKey[]>();
  for (const fk of fks) fksByTable.set(fk.table, [...(fksByTable.get(fk.table) ?? []), fk]);
  for (const [junction, list] of fksByTable) {
    for (const a of list) {
      for (const b of list) {
        if (a === b) continue;
        const both = [...a.columns, ...b.columns];
        if (!junction.uniques.some((u) => subset(both, u))) continue;
        add({
          cardinality: 'm2m',
          toOne: false,
          from: a.foreignTable,
          to: b.foreignTable,
          constraint: b,
          pairs: [],
          junction: {
            table: junction,
            fromFk: a,
            fromPairs: a.columns.map((c, i): [string, string] => [c, a.foreignColumns[i]!]),
            toFk: b,
            toPairs: b.columns.map((c, i): [string, string] => [c, b.foreignColumns[i]!]),
          },
        });
      }
    }
  }

  const functions = new Map<string, Func[]>();
  for (const f of raw.functions) {
    const func = buildFunction(f, byOid);
    if (!func) continue;
    functions.set(func.name, [...(functions.get(func.name) ?? []), func]);
  }

  return { schema, tables, functions, relationships, types: new Set(raw.types), loadedAt: new Date() };
}

/**
 * Views inherit the keys of the tables they pass columns through from, as PostgREST infers them:
 * a base table's unique keys and foreign keys hold for the view when all their columns are passed
 * through (found in the view's rewrite rule), so views embed and are embedded like tables.
 */
function viewKeys(raw: RawCatalog, byOid: Map<number, Table>, fks: ForeignKey[]): ForeignKey[] {
  const added: ForeignKey[] = [];
  const byView = new Map<number, RawCatalog['view_columns']>();
  for (const vc of raw.view_columns ?? [])
    byView.set(Number(vc.view), [...(byView.get(Number(vc.view)) ?? []), vc]);
  for (const [viewOid, cols] of byView) {
    const view = byOid.get(viewOid);
    if (!view) continue;
    const tables = new Set(cols.map((c) => Number(c.table)));
    for (const tableOid of tables) {
      const table = byOid.get(tableOid);
      if (!table) continue;
      // base column -> view column (the first view column passing it through)
      const map = new Map<string, string>();
      for (const c of cols)
        if (Number(c.table) === tableOid && !map.has(c.table_column)) map.set(c.table_column, c.column);
      const through = (list: readonly string[]) =>
        list.every((c) => map.has(c)) ? list.map((c) => map.get(c)!) : undefined;
      for (const unique of table.uniques) {
        const mapped = through(unique);
        if (!mapped) continue;
        view.uniques.push(mapped);
        if (unique === table.primaryKey && view.primaryKey.length === 0) view.primaryKey = mapped;
      }
      for (const fk of fks) {
        if (fk.table === table) {
          const mapped = through(fk.columns);
          if (mapped) added.push({ ...fk, table: view, columns: mapped });
        }
        if (fk.foreignTable === table && fk.table.kind === 'table') {
          const mapped = through(fk.foreignColumns);
          if (mapped) added.push({ ...fk, foreignTable: view, foreignColumns: mapped });
        }
      }
    }
  }
  return added;
}

function buildFunction(f: RawCatalog['functions'][number], byOid: Map<number, Table>): Func | undefined {
  const allTypes = f.all_arg_types ?? f.arg_types;
  const modes = f.arg_modes ?? allTypes.map(() => 'i');
  const names = f.arg_names ?? [];
  const inputs: Array<{ name: string; type: string; variadic: boolean }> = [];
  const outColumns: Array<{ name: string; type: string }> = [];
  allTypes.forEach((type, i) => {
    const mode = modes[i] ?? 'i';
    const name = names[i] ?? '';
    if (mode === 'i' || mode === 'b' || mode === 'v') inputs.push({ name, type, variadic: mode === 'v' });
    if (mode === 'o' || mode === 'b' || mode === 't') outColumns.push({ name, type });
  });
  // Unnamed parameters cannot be called with named arguments, except a single json/jsonb one.
  if (inputs.some((a) => a.name === '') && !(inputs.length === 1 && /^jsonb?$/.test(inputs[0]!.type)))
    return undefined;
  const firstDefault = inputs.length - f.nargdefaults;
  const args = inputs.map((a, i) => ({ ...a, hasDefault: i >= firstDefault }));
  const returnTable = f.ret_typtype === 'c' ? byOid.get(Number(f.ret_relid)) : undefined;
  let returns: Func['returns'] = 'scalar';
  if (f.rettype === 'void') returns = 'void';
  else if (
    f.ret_typtype === 'c' ||
    outColumns.length > 1 ||
    (f.ret_typname === 'record' && outColumns.length > 0)
  )
    returns = 'composite';
  return {
    oid: Number(f.oid),
    name: f.name,
    volatility: f.volatility === 'i' ? 'immutable' : f.volatility === 's' ? 'stable' : 'volatile',
    retset: f.retset,
    returnType: f.rettype,
    returns,
    returnTable,
    outColumns: returns === 'composite' && !returnTable ? outColumns : [],
    args,
    description: f.description,
    hoistedSettings: hoisted(f.config),
    settings: ownSettings(f.config),
  };
}
