// Measures GET /api/produits on the built server beside a bare node:http server sending the same
// bytes, in one run on this machine, and prints requests/s, p50, p99 and the ratio.
// Usage: npm run bench   (options: BENCH_SECONDS=10 BENCH_CONNECTIONS=50)
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const serverEntry = fileURLToPath(new URL('../apps/api/dist/server.js', import.meta.url));
const bareEntry = fileURLToPath(new URL('./bare-server.mjs', import.meta.url));

function start(entry, env) {
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitFor(url, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

async function measure(url) {
  await autocannon({ url, connections, duration: 2 }); // warm-up
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'boutique-bench-'));
const shop = start(serverEntry, {
  PORT: '3901',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  LOG_LEVEL: 'warn',
});
try {
  const bytes = Buffer.from(await (await waitFor('http://127.0.0.1:3901/api/produits')).arrayBuffer());
  const bare = start(bareEntry, { PORT: '3902', BODY_BASE64: bytes.toString('base64') });
  try {
    await waitFor('http://127.0.0.1:3902/');
    const shopResult = await measure('http://127.0.0.1:3901/api/produits');
    const bareResult = await measure('http://127.0.0.1:3902/');
    const row = (name, r) =>
      `${name.padEnd(22)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(3)} ms   errors ${r.errors}`;
    console.info(
      `GET /api/produits, ${(bytes.length / 1024).toFixed(1)} KB, ${connections} connections, ${seconds} s each`,
    );
    console.info(row('boutique (fastify)', shopResult));
    console.info(row('bare node:http', bareResult));
    console.info(`ratio ${(shopResult.rps / bareResult.rps).toFixed(2)}× (target ≥ 0.85×)`);
  } finally {
    bare.kill();
  }
} finally {
  shop.kill();
  await rm(dataDir, { recursive: true, force: true });
}
