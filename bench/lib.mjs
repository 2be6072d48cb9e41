// What the benches that start the built server share: its process, a scratch PostgreSQL database,
// the admin's sign-in and the statistics they print.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

// BENCH_SERVER may name another build's server.js, to measure it beside the current one.
export const serverEntry =
  process.env.BENCH_SERVER ?? fileURLToPath(new URL('../apps/api/dist/server.js', import.meta.url));

/** The PostgreSQL server named by BENCH_DATABASE_URL, or the process ends saying how to set it. */
export function benchDatabaseUrl() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.error('Set BENCH_DATABASE_URL to a PostgreSQL server (a scratch database is created there).');
    process.exit(1);
  }
  return url;
}

/** The value below which a share `p` of the sorted values lie. */
/** One timed GET with the staff token, in ms; a refused call stops the bench. */
export async function timedGet(url, token) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

export const percentile = (sorted, p) => sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)];
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Resolves once `url` answers 200 (the server may seed before it listens). */
export async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** A database created on the server at `serverUrl` for one run, dropped by `drop()`. */
export async function scratchDatabase(serverUrl, prefix) {
  const name = `${prefix}_${process.pid}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * The built server on `port` with its own data folder and the given settings (BENCH_NODE_FLAGS:
 * node options for it, e.g. "--cpu-prof --cpu-prof-dir=prof"). `ready()` fails at once if it stops.
 */
export async function startBuiltServer({ port, env, readyTimeoutMs = 120_000 }) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'boutique-bench-'));
  const flags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, serverEntry], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((_resolve, reject) =>
    child.once('exit', (code) => reject(new Error(`the server stopped (exit code ${code})`))),
  );
  exited.catch(() => {});
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    pid: child.pid,
    ready: () => Promise.race([waitFor(`${base}/api/health`, readyTimeoutMs), exited]),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill();
        await new Promise((resolve) => child.once('exit', resolve));
      }
    },
    /** Stops it and removes its data folder. */
    async close() {
      await this.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The access token of the account `mail` (the admin the server was started with). */
export async function signIn(base, mail, password) {
  const answer = await fetch(`${base}/api/sign/in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mail, password }),
  });
  const token = (await answer.json()).token?.access_token;
  if (!token) throw new Error(`sign-in failed (${answer.status})`);
  return token;
}
