import type { ColumnMapping } from '@edgelog/core';

type ChosenFile = Pick<File, 'name' | 'size' | 'lastModified'>;

/** The same files in the same order: a mapping is kept by its file's place in the list. */
export function sameFiles(before: readonly ChosenFile[], after: readonly ChosenFile[]): boolean {
  return (
    before.length === after.length &&
    before.every((file, index) => {
      const other = after[index];
      return (
        other !== undefined &&
        other.name === file.name &&
        other.size === file.size &&
        other.lastModified === file.lastModified
      );
    })
  );
}

/**
 * The mappings a new read starts with: those of the last try when the trader reads the same files
 * again (after a failure), none for other files, whose places mean other files.
 */
export function keptMappings(
  mappings: ReadonlyMap<number, ColumnMapping>,
  before: readonly ChosenFile[],
  after: readonly ChosenFile[],
): ReadonlyMap<number, ColumnMapping> {
  return sameFiles(before, after) ? mappings : new Map();
}
