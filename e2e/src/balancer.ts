import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from './start-server.ts';

/** Debian's nginx, where the package puts it. */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export const hasNginx = () => spawnSync(NGINX, ['-v']).status === 0;

export interface Balancer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * nginx in front of the given shop ports, round-robin, as the deployment recipe puts it
 * (deploy/nginx.conf): a process that stops answering is skipped until it is back. Runs in the
 * foreground of a temporary folder, so nothing is written outside it.
 */
export async function startBalancer(ports: readonly number[]): Promise<Balancer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'boutique-nginx-'));
  const port = await findFreePort();
  const temp = (name: string) => `${name}_temp_path ${path.join(folder, name)};`;
  await writeFile(
    path.join(folder, 'nginx.conf'),
    `worker_processes 1;
pid ${path.join(folder, 'nginx.pid')};
error_log ${path.join(folder, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}
  upstream shop {
${ports.map((shopPort) => `    server 127.0.0.1:${shopPort} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 20m;
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502;
    }
  }
}
`,
  );
  const nginx = spawn(NGINX, ['-p', folder, '-c', path.join(folder, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => nginx.once('exit', resolve));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with code ${nginx.exitCode}`);
    const answer = await fetch(`${baseURL}/api/health`).catch(() => null);
    if (answer?.ok) break;
    if (Date.now() > deadline) throw new Error('nginx did not answer within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    baseURL,
    async stop() {
      if (nginx.exitCode === null) {
        nginx.kill('SIGQUIT');
        await exited;
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
}
