// `npm run -w apps/api openapi:write -- <file>`: writes the OpenAPI document the server serves at
// /api/docs.jsonopenapi to <file> (for `redocly lint` in CI, or for client generators), from an
// app built on an empty in-memory database: the document depends on the code, not on the data.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApi } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPglite } from '../db/pglite.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: write-openapi.cli.ts <file>');
const config = loadConfig({ ...process.env, NODE_ENV: 'test' });
const database = await openPglite({ kind: 'pglite' });
const app = await buildApi(config, { database });
try {
  const response = await app.inject({ method: 'GET', url: '/api/docs.jsonopenapi' });
  if (response.statusCode !== 200)
    throw new Error(`GET /api/docs.jsonopenapi answered ${response.statusCode}`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(response.json(), null, 2)}\n`);
} finally {
  await app.close();
  await database.close();
}
