import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { seedDemoIfNeeded } from '../demo/seed.ts';
import { createLocalStorage } from '../providers/storage/local-storage.ts';

/** Where each test file's database is copied from: one migrated database, one with the demo too. */
export interface DatabaseTemplates {
  /** PostgreSQL: template database names; PGlite: files holding a dump of the data directory. */
  blank: string;
  demo: string;
  /** The media files the demo's seed wrote (its artwork), copied into each seeded test's storage. */
  demoMedia: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/**
 * Builds the templates once per run, so a test file clones a database (`CREATE DATABASE … TEMPLATE`,
 * or a PGlite dump loaded in memory) instead of applying every migration and seeding the demo
 * catalogue again.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'boutique-templates-'));
  const demoMedia = path.join(folder, 'media');
  const serverUrl = process.env.TEST_DATABASE_URL;
  const built = serverUrl ? await postgresTemplates(serverUrl, demoMedia) : await pgliteTemplates(folder, demoMedia);
  project.provide('databaseTemplates', { ...built.templates, demoMedia });
  return async () => {
    await built.drop();
    await rm(folder, { recursive: true, force: true });
  };
}

async function seedDemo(db: Database, media: string) {
  await seedDemoIfNeeded(db, createLocalStorage(media));
}

async function postgresTemplates(serverUrl: string, demoMedia: string) {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const prefix = `boutique_template_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const templates = { blank: `${prefix}_blank`, demo: `${prefix}_demo` };
  const urlOf = (name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

  await admin.unsafe(`create database ${templates.blank}`);
  const blank = await openDatabase({ url: urlOf(templates.blank), dataDir: 'memory://' });
  await blank.close();
  // A clone may not start while anything is connected to its template: every handle is closed here.
  await admin.unsafe(`create database ${templates.demo} template ${templates.blank}`);
  const demo = await openDatabase({ url: urlOf(templates.demo), dataDir: 'memory://' });
  await seedDemo(demo.db, demoMedia);
  await demo.close();
  return {
    templates,
    async drop() {
      for (const name of Object.values(templates)) await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function pgliteTemplates(folder: string, demoMedia: string) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create();
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: path.join(import.meta.dirname, '../db/migrations') });
  const dump = async (name: string) => {
    const file = path.join(folder, `${name}.tar`);
    await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  const blank = await dump('blank');
  await seedDemo(db as unknown as Database, demoMedia);
  const demo = await dump('demo');
  await client.close();
  return { templates: { blank, demo }, drop: async () => {} };
}
