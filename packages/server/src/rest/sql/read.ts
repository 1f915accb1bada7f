import { RestError } from '../errors.ts';
import type { ColumnItem, EmbedItem, LevelModifiers, OrderTerm, SelectItem } from '../parse/ast.ts';
import type { Column, Relationship, SchemaCache, Table } from '../schema/cache.ts';
import { findRelationship } from '../schema/relationships.ts';
import { columnOf, fieldSql, filterSql, type ColumnScope } from './filter.ts';
import { ident, qualified, type Params } from './params.ts';

/** What a level selects from: a table or view, or the rows of a function. */
export interface RelationShape {
  name: string;
  columns: Map<string, Column>;
  columnNames: string[];
  /** Set when the rows are those of an exposed relation, so its relationships can be embedded. */
  table?: Table;
}

export function shapeOf(table: Table): RelationShape {
  return { name: table.name, columns: table.columns, columnNames: table.columnNames, table };
}

/** One level of the embedding tree, as SQL fragments sharing the request's parameters. */
export interface BuiltLevel {
  projection: string[];
  /** Output keys, in projection order (CSV header). */
  names: string[];
  joins: string[];
  /** The joins the WHERE clause depends on (inner embeds, embed null filters): needed to count. */
  countJoins: string[];
  where: string[];
  order: string[];
  groupBy: string[];
  limit?: number;
  offset?: number;
}

interface EmbedRef {
  item: EmbedItem;
  key: string;
  rel: Relationship;
  lateral: string;
}

const EMPTY: LevelModifiers = { filters: [], embedNull: [] };
const CAST_ALIASES = new Set([
  'int',
  'integer',
  'bigint',
  'smallint',
  'text',
  'boolean',
  'numeric',
  'real',
  'double precision',
  'float',
  'decimal',
  'character varying',
  'varchar',
  'char',
  'character',
  'timestamp',
  'timestamptz',
  'date',
  'time',
  'interval',
  'json',
  'jsonb',
  'uuid',
]);

/** Builds the select tree of a read (or of a mutation's representation) into SQL fragments. */
export class ReadBuilder {
  #counter = 0;
  readonly usedLevels = new Set<string>();

  constructor(
    readonly cache: SchemaCache,
    readonly params: Params,
    readonly levels: Map<string, LevelModifiers>,
  ) {}

  castType(type: string): string {
    const t = type.toLowerCase().replace(/\s+/g, ' ').trim();
    const base = t.replace(/(\[\])+$/, '');
    if (
      !/^[a-z_][a-z0-9_]*( [a-z]+)?$/.test(base) ||
      !(CAST_ALIASES.has(base) || this.cache.types.has(base))
    ) {
      throw new RestError(400, '42704', `type "${type}" does not exist`);
    }
    return t;
  }

  /** The modifiers addressed to an embed path, by alias or by name. */
  #modifiers(path: string[], alt?: string[]): LevelModifiers {
    for (const p of alt ? [path, alt] : [path]) {
      const key = p.join('.');
      const found = this.levels.get(key);
      if (found) {
        this.usedLevels.add(key);
        return found;
      }
    }
    return EMPTY;
  }

  level(
    shape: RelationShape,
    alias: string,
    select: SelectItem[],
    path: string[],
    altPath?: string[],
  ): BuiltLevel {
    if (path.length === 0) this.usedLevels.add('');
    const mods = path.length === 0 ? (this.levels.get('') ?? EMPTY) : this.#modifiers(path, altPath);
    const scope: ColumnScope = { alias, label: shape.name, columns: shape.columns };
    const out: BuiltLevel = {
      projection: [],
      names: [],
      joins: [],
      countJoins: [],
      where: [],
      order: [],
      groupBy: [],
    };
    const embeds: EmbedRef[] = [];
    const relatedOrder = new Map<string, OrderTerm[]>();
    for (const term of mods.order ?? []) {
      if (term.relation !== undefined)
        relatedOrder.set(term.relation, [...(relatedOrder.get(term.relation) ?? []), term]);
    }
    const aggregated = select.some((i) => i.kind === 'count' || (i.kind === 'column' && i.aggregate));
    const orderColumns = new Map<OrderTerm, string>();

    for (const item of select) {
      if (item.kind === 'star') {
        for (const name of shape.columnNames) {
          const expr = `${alias}.${ident(name)}`;
          out.projection.push(`${expr} as ${ident(name)}`);
          out.names.push(name);
          if (aggregated) out.groupBy.push(expr);
        }
      } else if (item.kind === 'count') {
        const name = item.alias ?? 'count';
        out.projection.push(`count(*)${item.cast ? `::${this.castType(item.cast)}` : ''} as ${ident(name)}`);
        out.names.push(name);
      } else if (item.kind === 'column') {
        this.#column(scope, item, out, aggregated);
      } else {
        if (!shape.table)
          throw new RestError(
            400,
            'PGRST200',
            `Could not find a relationship between '${shape.name}' and '${item.name}' in the schema cache`,
          );
        if (aggregated)
          throw new RestError(
            400,
            'PGRST127',
            'Feature not implemented',
            'Aggregates cannot be combined with embedded resources here',
          );
        const rel = findRelationship(this.cache, shape.table, item.name, item.hint);
        const key = item.alias ?? item.name;
        const n = ++this.#counter;
        const lateral = `l${n}`;
        const childAlias = `r${n}`;
        const childPath = [...path, key];
        const childAlt = item.alias ? [...path, item.name] : undefined;
        const terms = relatedOrder.get(key) ?? relatedOrder.get(item.name) ?? [];
        if (terms.length > 0 && !rel.toOne) {
          throw new RestError(
            400,
            'PGRST118',
            `A related order on '${rel.to.name}' is not possible`,
            `'${shape.name}' and '${rel.to.name}' do not form a many-to-one or one-to-one relationship`,
          );
        }
        const child = this.level(shapeOf(rel.to), childAlias, item.select, childPath, childAlt);
        const childScope: ColumnScope = { alias: childAlias, label: rel.to.name, columns: rel.to.columns };
        const extra = terms.map((term, i) => {
          const col = `o${i}`;
          orderColumns.set(term, `${lateral}.${ident(col)}`);
          return `, ${fieldSql(childScope, term.field, this.params).sql} as ${ident(col)}`;
        });
        const join = this.#lateral(rel, alias, childAlias, lateral, child, extra.join(''));
        out.joins.push(join);
        embeds.push({ item, key, rel, lateral });
        if (item.join === 'inner') {
          out.where.push(`${lateral}.body is not null`);
          out.countJoins.push(join);
        }
        if (item.spread) {
          if (!rel.toOne)
            throw new RestError(
              400,
              'PGRST119',
              `A spread operation on '${item.name}' is not possible`,
              `'${shape.name}' and '${rel.to.name}' do not form a many-to-one or one-to-one relationship`,
            );
          for (const name of child.names) {
            out.projection.push(`${lateral}.body -> ${this.params.add(name, 'text')} as ${ident(name)}`);
            out.names.push(name);
          }
        } else {
          out.projection.push(
            rel.toOne
              ? `${lateral}.body as ${ident(key)}`
              : `coalesce(${lateral}.body, '[]') as ${ident(key)}`,
          );
          out.names.push(key);
        }
      }
    }

    for (const filter of mods.filters) {
      const embed =
        filter.kind === 'condition' && filter.field.json.length === 0 && !shape.columns.has(filter.field.name)
          ? embeds.find((e) => e.key === filter.field.name || e.item.name === filter.field.name)
          : undefined;
      if (embed && filter.kind === 'condition') {
        const isNull = filter.op === 'is' && (filter.value === 'null' || filter.value === 'not_null');
        if (!isNull) {
          throw new RestError(
            400,
            'PGRST120',
            `Bad operator on the '${embed.key}' embedded resource`,
            'Only is null or not is null filters are allowed on embedded resources',
          );
        }
        const wantsNull = (filter.value === 'null') !== filter.negate;
        out.where.push(`${embed.lateral}.body is ${wantsNull ? '' : 'not '}null`);
        const join = out.joins[embeds.indexOf(embed)]!;
        if (!out.countJoins.includes(join)) out.countJoins.push(join);
        continue;
      }
      out.where.push(filterSql(scope, filter, this.params));
    }

    for (const term of mods.order ?? []) {
      const expr =
        term.relation !== undefined ? orderColumns.get(term) : fieldSql(scope, term.field, this.params).sql;
      if (!expr)
        throw new RestError(
          400,
          'PGRST108',
          `'${term.relation}' is not an embedded resource in this request`,
          null,
          `Verify that '${term.relation}' is included in the 'select' query parameter.`,
        );
      const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
      out.order.push(`${expr} ${term.direction ?? 'asc'}${nulls}`);
    }
    out.limit = mods.limit;
    out.offset = mods.offset;
    return out;
  }

  #column(scope: ColumnScope, item: ColumnItem, out: BuiltLevel, aggregated: boolean) {
    const { sql } = fieldSql(scope, item.field, this.params);
    let expr = item.cast ? `${sql}::${this.castType(item.cast)}` : sql;
    const last = item.field.json[item.field.json.length - 1];
    let name = item.alias ?? (last ? last.key : item.field.name);
    if (item.aggregate) {
      expr = `${item.aggregate}(${expr})`;
      if (item.aggregateCast) expr = `${expr}::${this.castType(item.aggregateCast)}`;
      name = item.alias ?? item.aggregate;
    } else if (aggregated) {
      out.groupBy.push(expr);
    }
    out.projection.push(`${expr} as ${ident(name)}`);
    out.names.push(name);
  }

  #lateral(
    rel: Relationship,
    parent: string,
    child: string,
    lateral: string,
    built: BuiltLevel,
    extra: string,
  ): string {
    const target = qualified(this.cache.schema, rel.to.name);
    let from = `${target} ${child}`;
    const conditions: string[] = [];
    if (rel.junction) {
      const j = `j${lateral.slice(1)}`;
      const on = rel.junction.toPairs
        .map(([jc, tc]) => `${j}.${ident(jc)} = ${child}.${ident(tc)}`)
        .join(' and ');
      from += ` join ${qualified(this.cache.schema, rel.junction.table.name)} ${j} on ${on}`;
      for (const [jc, fc] of rel.junction.fromPairs)
        conditions.push(`${j}.${ident(jc)} = ${parent}.${ident(fc)}`);
    } else {
      for (const [pc, cc] of rel.pairs) conditions.push(`${child}.${ident(cc)} = ${parent}.${ident(pc)}`);
    }
    const where = [...conditions, ...built.where].join(' and ');
    const joins = built.joins.join(' ');
    const projection = built.projection.join(', ');
    if (rel.toOne) {
      return `left join lateral (select (select row_to_json(_e) from (select ${projection}) _e) as body${extra} from ${from} ${joins} where ${where} limit 1) ${lateral} on true`;
    }
    const order = built.order.length ? ` order by ${built.order.join(', ')}` : '';
    const group = built.groupBy.length ? ` group by ${built.groupBy.join(', ')}` : '';
    const limit = built.limit !== undefined ? ` limit ${this.params.add(built.limit, 'int8')}` : '';
    const offset = built.offset ? ` offset ${this.params.add(built.offset, 'int8')}` : '';
    return `left join lateral (select json_agg(_e) as body from (select ${projection} from ${from} ${joins} where ${where}${group}${order}${limit}${offset}) _e) ${lateral} on true`;
  }

  /** Level keys that addressed no embed of the request: 400 PGRST108, as PostgREST answers. */
  checkUnused(): void {
    for (const key of this.levels.keys()) {
      if (key === '' || this.usedLevels.has(key)) continue;
      const name = key.split('.').pop() ?? key;
      throw new RestError(
        400,
        'PGRST108',
        `'${name}' is not an embedded resource in this request`,
        null,
        `Verify that '${name}' is included in the 'select' query parameter.`,
      );
    }
  }

  /** Columns of a relation by name, or PostgreSQL's 42703. */
  static column(shape: RelationShape, name: string): Column {
    return columnOf({ alias: '', label: shape.name, columns: shape.columns }, name);
  }
}
