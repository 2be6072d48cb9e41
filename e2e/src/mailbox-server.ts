import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SunkMail } from './smtp-sink.ts';

/**
 * Lets the test files read what the shared shop mailed: the SMTP sink runs in the global set-up's
 * process, so its mails are served to the test workers as JSON (GET /?to=address).
 */
export async function startMailboxServer(received: readonly SunkMail[]) {
  const server: Server = createServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://mailbox').searchParams.get('to')?.toLowerCase();
    const mails = to ? received.filter((mail) => mail.to.includes(to)) : received;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(mails));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
