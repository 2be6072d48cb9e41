import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/** A failure the backup and restore commands print as it is (no stack): the operator's next step. */
export class OperationError extends Error {}

/**
 * Runs PostgreSQL's own client program (`pg_dump`, `pg_restore`) on a database URL. The password
 * travels in PGPASSWORD, not on the command line, where `ps` would show it to every user.
 */
export function runPgTool(program: 'pg_dump' | 'pg_restore', databaseUrl: string, args: string[]): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(program, [...args, `--dbname=${url.toString()}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new OperationError(
              `${program} was not found: install PostgreSQL's client programs (Debian/Ubuntu: apt install ` +
                `postgresql-client), of the server's major version or newer, and put them on the PATH.`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new OperationError(`${program} stopped (exit code ${code}):\n${stderr.trim()}`));
    });
  });
}

/** The SHA-256 of a file, read as a stream (a dump can be larger than memory). */
export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
