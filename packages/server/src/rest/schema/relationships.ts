import { RestError } from '../errors.ts';
import type { Relationship, SchemaCache, Table } from './cache.ts';

const CARDINALITY_NAMES = {
  m2o: 'many-to-one',
  o2m: 'one-to-many',
  o2o: 'one-to-one',
  m2m: 'many-to-many',
} as const;

function describe(rel: Relationship) {
  const fk = rel.constraint;
  const relationship = rel.junction
    ? `${rel.junction.table.name} using ${rel.junction.fromFk.name}(${rel.junction.fromFk.columns.join(', ')}) and ${rel.junction.toFk.name}(${rel.junction.toFk.columns.join(', ')})`
    : `${fk.name} using ${fk.table.name}(${fk.columns.join(', ')}) and ${fk.foreignTable.name}(${fk.foreignColumns.join(', ')})`;
  return {
    cardinality: CARDINALITY_NAMES[rel.cardinality],
    embedding: `${rel.from.name} with ${rel.to.name}`,
    relationship,
  };
}

function sameColumns(a: readonly string[], b: readonly string[]) {
  return a.length === b.length && a.every((c) => b.includes(c));
}

/**
 * The relationship an embed `name[!hint]` names from `from`: by target table name, by foreign-key
 * column, or by constraint name; a hint narrows by constraint name, column, or junction table.
 * None: 400 PGRST200. Several: 300 PGRST201, as PostgREST answers.
 */
export function findRelationship(cache: SchemaCache, from: Table, name: string, hint?: string): Relationship {
  const all = cache.relationships.get(from.name) ?? [];
  let candidates = all.filter((rel) => {
    if (rel.to.name === name) return true;
    if (rel.junction) return false;
    // `fk_column(*)` and `fk_name(*)` address the to-one side of a foreign key held by `from`.
    const ownFk = rel.constraint.table === from && rel.toOne && rel.cardinality !== 'o2m';
    if (ownFk && rel.constraint.foreignTable === rel.to) {
      if (sameColumns(rel.constraint.columns, [name])) return true;
      if (rel.constraint.name === name) return true;
    }
    return false;
  });
  if (hint !== undefined) {
    candidates = candidates.filter((rel) => {
      if (rel.junction) {
        return (
          rel.junction.table.name === hint ||
          rel.junction.fromFk.name === hint ||
          rel.junction.toFk.name === hint ||
          rel.junction.fromFk.columns.includes(hint) ||
          rel.junction.toFk.columns.includes(hint)
        );
      }
      if (rel.constraint.name === hint) return true;
      return rel.pairs.some(([a, b]) => a === hint || b === hint);
    });
  }
  if (candidates.length > 1 && hint !== undefined) {
    // A column hint on a self-reference matches both directions; the one whose own side holds it wins.
    const own = candidates.filter(
      (rel) => !rel.junction && rel.pairs.some(([a]) => a === hint) && rel.constraint.table === from,
    );
    if (own.length === 1) candidates = own;
  }
  if (candidates.length === 1) return candidates[0]!;
  if (candidates.length === 0) {
    const target = hint ? `${name}' and hint '${hint}` : name;
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${from.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${from.name}' and '${target}' in the schema '${cache.schema}', but no matches were found.`,
      null,
    );
  }
  const choices = candidates.map(
    (rel) => `'${name}!${rel.junction ? rel.junction.table.name : rel.constraint.name}'`,
  );
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${from.name}' and '${name}'`,
    candidates.map(describe),
    `Try changing '${name}' to one of the following: ${choices.join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}
