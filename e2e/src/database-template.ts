import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './admin-session.ts';

/**
 * With TEST_DATABASE_URL, one database migrated and seeded by the built shop, with the media its
 * seed wrote. Each shop an e2e file starts clones it (a fraction of a second) instead of migrating
 * and seeding an embedded database (about 9 s of a busy core).
 */
export interface DatabaseTemplate {
  serverUrl: string;
  name: string;
  /** A copy of the seeded shop's `DATA_DIR/media`. */
  media: string;
}

/** The global setup hands the template to the test workers through the environment. */
const ENV_KEY = 'E2E_DATABASE_TEMPLATE';

export function databaseTemplate(): DatabaseTemplate | null {
  const value = process.env[ENV_KEY];
  return value ? (JSON.parse(value) as DatabaseTemplate) : null;
}

export const databaseUrl = (serverUrl: string, name: string) =>
  Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

/** A new database on the template's server, a copy of `template` when given. */
export async function createDatabase(serverUrl: string, template?: string) {
  const name = `boutique_e2e_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(serverUrl, name),
    async drop() {
      const dropper = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await dropper.unsafe(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Copies the template's media into a shop's fresh data directory. */
export async function copyTemplateMedia(template: DatabaseTemplate, dataDir: string) {
  await cp(template.media, path.join(dataDir, 'media'), { recursive: true });
}

/**
 * The e2e project's global setup: builds the template with the built shop itself (a first start on
 * an empty database migrates and seeds it), and drops it after the run.
 */
export default async function setup() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
  const template = await buildTemplate(serverUrl);
  process.env[ENV_KEY] = JSON.stringify(template);
  return async () => {
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${template.name} with (force)`);
    await admin.end();
    await rm(template.media, { recursive: true, force: true });
  };
}

async function buildTemplate(serverUrl: string): Promise<DatabaseTemplate> {
  // Imported here: start-server.ts clones the template this module builds.
  const { startServer } = await import('./start-server.ts');
  const name = `boutique_e2e_template_${process.pid}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const media = await mkdtemp(path.join(tmpdir(), 'boutique-e2e-media-'));
  // Its admin is the one the back-office files sign in as (a clone makes none of its own).
  const server = await startServer({
    DATABASE_URL: databaseUrl(serverUrl, name),
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
  });
  await cp(path.join(server.dataDir, 'media'), media, { recursive: true });
  // Stopped: a database is cloned only while nothing is connected to it.
  await server.stop();
  return { serverUrl, name, media };
}
