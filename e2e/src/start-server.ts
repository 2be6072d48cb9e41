import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyTemplateMedia, createDatabase, databaseTemplate } from './database-template.ts';

const serverEntry = fileURLToPath(new URL('../../apps/api/dist/server.js', import.meta.url));

export interface StartedServer {
  baseURL: string;
  port: number;
  dataDir: string;
  /** Stops the server (SIGTERM, waiting for its exit) and removes its data directory. */
  stop: () => Promise<void>;
  /** Kills the process at once (SIGKILL), as a crash would, and waits for it to be gone. */
  crash: () => Promise<void>;
  /** Sends a signal to the process (SIGTERM to watch a graceful shutdown). */
  signal: (name: NodeJS.Signals) => void;
  /** Settles when the process is gone, with its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

/**
 * Settings of a shop that serves the API alone (no web app, so no page drawn on the server), as an
 * API process behind a proxy may: about 0.4 s less to start, for files that start hundreds of shops
 * and open no page.
 */
export const API_ONLY = { WEB_DIST: path.join(tmpdir(), 'boutique-no-web-app') };

/**
 * Starts the built shop on a free port with a fresh data directory, waiting until /api/health
 * answers. Its database is a clone of the e2e template on PostgreSQL when TEST_DATABASE_URL is set
 * (database-template.ts), an embedded one in the data directory otherwise. `env` adds or overrides
 * variables (ADMIN_PASSWORD, SMTP_URL, DATABASE_URL, …); as a function it receives the server's
 * base URL (for PUBLIC_URL). `port` restarts a shop where a stopped one listened. A `worker` runs
 * the queued jobs and serves only its metrics, on the port.
 */
export async function startServer(
  env: Record<string, string> | ((baseURL: string) => Record<string, string>) = {},
  port?: number,
  role: 'api' | 'worker' = 'api',
): Promise<StartedServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'boutique-e2e-'));
  port ??= await findFreePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const settings = typeof env === 'function' ? env(baseURL) : env;
  const template = databaseTemplate();
  // The template's media come along even for a database of the caller's: it is a clone too (pg-scratch.ts).
  if (template) await copyTemplateMedia(template, dataDir);
  const clone = template && !settings.DATABASE_URL ? await createDatabase(template.serverUrl, template.name) : null;
  const removeData = async () => {
    await rm(dataDir, { recursive: true, force: true });
    await clone?.drop();
  };
  const server = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: clone?.url ?? '',
      LOG_LEVEL: 'warn',
      ...settings,
      // A worker serves no HTTP: its internal metrics listener, on the port, says it is up.
      ...(role === 'worker' ? { WORKER_ONLY: 'true', METRICS_PORT: String(port) } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  try {
    await waitUntilHealthy(`${baseURL}${role === 'worker' ? '/metrics' : '/api/health'}`, server);
  } catch (error) {
    server.kill('SIGTERM');
    await removeData();
    throw error;
  }
  return {
    baseURL,
    port,
    dataDir,
    exited,
    signal: (name) => void server.kill(name),
    crash: async () => {
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      await removeData();
    },
  };
}

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilHealthy(healthUrl: string, server: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(healthUrl)).ok) return;
    } catch {
      // Not listening yet.
    }
    // A short step: a crash test starts the shop hundreds of times.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The server did not become healthy within ${timeoutMs} ms`);
}
