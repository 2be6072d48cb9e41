import { createServer, type AddressInfo, type Socket } from 'node:net';

export interface SunkMail {
  to: string[];
  /** The message with quoted-printable soft breaks and escapes undone (as UTF-8): links and texts can be read. */
  text: string;
}

/** Undoes quoted-printable: the escapes are the bytes of UTF-8 text ("=C3=A8" is "è"). */
const decodeQuotedPrintable = (raw: string) =>
  Buffer.concat(
    raw
      .replace(/=\r?\n/gu, '')
      .split(/((?:=[0-9A-F]{2})+)/u)
      .map((part) =>
        /^=[0-9A-F]{2}/u.test(part) ? Buffer.from(part.replaceAll('=', ''), 'hex') : Buffer.from(part, 'utf8'),
      ),
  ).toString('utf8');

/**
 * A tiny SMTP server on a free local port that keeps what it receives (no TLS, no auth): the
 * shop started with SMTP_URL pointing here delivers its outbox to it, so a test can read a mail.
 */
export async function startSmtpSink() {
  const received: SunkMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const data = buffer.slice(0, end).replace(/^\.\./gmu, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push({ to, text: decodeQuotedPrintable(data) });
          to = [];
          reply('250 OK queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 sink');
        else if (command === 'RCPT') {
          const address = /<([^>]*)>/u.exec(line)?.[1];
          if (address) to.push(address.toLowerCase());
          reply('250 OK');
        } else if (command === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (command === 'QUIT') {
          reply('221 Bye');
          socket.end();
          return;
        } else reply('250 OK');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The first mail to `address`, waiting for it up to `timeoutMs`. */
    async waitFor(address: string, timeoutMs = 15_000): Promise<SunkMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((candidate) => candidate.to.includes(address));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
