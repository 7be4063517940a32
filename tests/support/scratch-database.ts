import pg from 'pg';

/** A new, empty database on the Postgres server `serverUrl` names; returns its URL. */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}
