import path from 'node:path';
import { loadEnv } from '../config/env';
import { connectDatabase } from './client';

const env = loadEnv();
const handle = connectDatabase({
  databaseUrl: env.DATABASE_URL,
  pgliteDir: env.PGLITE_DIR ?? path.join(env.DATA_DIR, 'pglite'),
});
await handle.migrate();
await handle.close();
console.log(`Migrations applied (${handle.kind}).`);
