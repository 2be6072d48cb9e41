import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

export const hasRedisServer = () => spawnSync('redis-server', ['--version']).status === 0;

/** A Redis of a test's own, on a free port, so the one other tests share is never touched. */
export async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (
      spawnSync('redis-cli', ['-p', String(port), 'ping'])
        .stdout?.toString()
        .trim() === 'PONG'
    )
      return redis;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  redis.kill('SIGKILL');
  throw new Error(`redis-server did not answer on port ${port}`);
}

export async function killRedis(redis: ChildProcess) {
  if (redis.exitCode !== null || redis.signalCode !== null) return;
  const exited = new Promise((resolve) => redis.once('exit', resolve));
  redis.kill('SIGKILL');
  await exited;
}
