import { existsSync, renameSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Before `npm start` read relative folders from where it was run, the default ./data landed in
 * packages/server/data. When DATA_DIR is not set, nothing is at the data folder yet and that earlier
 * folder exists, it is moved into place (a rename: nothing is copied or rewritten), so a trader
 * who upgrades keeps their journal instead of opening an empty one. Returns the folder it moved.
 */
export function moveEarlierDataDir(options: {
  dataDir: string;
  dataDirSet: boolean;
  serverPackageDir: string;
}): string | null {
  if (options.dataDirSet) return null;
  const earlier = resolve(options.serverPackageDir, 'data');
  if (earlier === resolve(options.dataDir) || existsSync(options.dataDir) || !existsSync(earlier))
    return null;
  renameSync(earlier, options.dataDir);
  return earlier;
}
