import { startPostgresCluster } from "./postgres-cluster.js";

/**
 * Vitest global setup of the "postgres" project: one temporary cluster for the run (each test server
 * creates its own database in it), or the server TEST_POSTGRES_URL names when one is given.
 */
export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.TEST_POSTGRES_URL) return async () => undefined;
  const cluster = await startPostgresCluster({ binaries: process.env.POSTGRES_BIN });
  process.env.TEST_POSTGRES_URL = cluster.url;
  return () => cluster.stop();
}
