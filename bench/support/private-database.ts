import pg from 'pg';

export interface PrivateDatabase {
  url: string;
  drop(): Promise<void>;
}

async function onCluster(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A database of its own on the PostgreSQL cluster at `clusterUrl` (scripts/bench.sh passes it in
 * EDGELOG_BENCH_DATABASE_URL), named for the bench and this process so two runs never share one.
 */
export async function privateDatabase(clusterUrl: string, label: string): Promise<PrivateDatabase> {
  const name = `edgelog_bench_${label}${label ? '_' : ''}${process.pid}`;
  await onCluster(clusterUrl, `drop database if exists ${name} with (force)`);
  await onCluster(clusterUrl, `create database ${name}`);
  const own = new URL(clusterUrl);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    drop: () => onCluster(clusterUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * What autovacuum does a minute or so after a bulk load on a deployment: refreshes the planner's
 * statistics (a bench that seeds and reads at once would otherwise be planned on empty tables) and
 * clears the rows the load replaced (saving a trade's fills rewrites the trade: 100k seeded trades
 * leave ~80k dead rows, which every read of the journal would step over until then).
 */
export async function vacuumAnalyze(databaseUrl: string): Promise<void> {
  await onCluster(databaseUrl, 'vacuum analyze');
}
