// `pnpm --filter @tarelka/api seed <tenantId>…` re-seeds tenants from tenants/<id>/catalog (all
// of them without an argument). With PGlite, stop the server first: one process per data folder.
import { readEnv } from '../config/env';
import { DataDirLockedError, openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { listTenants } from './read-catalog';
import { seedTenantFromDisk } from './seed';

const env = readEnv(process.env);
const ids = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const targets = ids.length ? ids : listTenants(env.tenantsDir);
if (targets.length === 0) {
  console.error(`No tenants with a catalog/ folder in ${env.tenantsDir}`);
  process.exit(1);
}
const known = new Set(listTenants(env.tenantsDir));
const unknown = targets.filter((id) => !known.has(id));
if (unknown.length) {
  console.error(`Unknown tenant(s): ${unknown.join(', ')}. Known: ${[...known].join(', ') || 'none'}`);
  process.exit(1);
}

let database;
try {
  database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
try {
  await migrate(database.db);
  for (const id of targets) {
    const { version, missing } = await seedTenantFromDisk(database.db, env.tenantsDir, id);
    console.log(
      `seeded ${id} (catalog ${version})${missing.length ? `; missing, seeded empty: ${missing.join(', ')}` : ''}`,
    );
  }
} finally {
  await database.close();
}
