import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  authorization: string | undefined;
  body: { from: string; to: string; text: string };
}

/**
 * A local HTTP SMS API in the shape of providers/sms/http-sms-transport.ts: keeps what it receives
 * and answers `status` (settable, to play a provider that fails).
 */
export async function startSmsStandIn() {
  const received: ReceivedSms[] = [];
  let status = 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (status < 300) {
        received.push({
          authorization: request.headers.authorization,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedSms['body'],
        });
      }
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(status < 300 ? '{"id":"sms_1"}' : '{"error":"quota dépassé"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/sms`,
    received,
    answer(next: number) {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
