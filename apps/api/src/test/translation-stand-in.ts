import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedTranslation {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * A local machine translation API in the shape of DeepL's `POST /v2/translate` or LibreTranslate's
 * `POST /translate`: keeps what it receives and "translates" each text by prefixing the target
 * language (`[DE] …`), leaving markup as it is; `answer(status)` plays a provider that refuses.
 */
export async function startTranslationStandIn(kind: 'deepl' | 'libretranslate') {
  const received: ReceivedTranslation[] = [];
  let status = 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      received.push({ path: request.url ?? '', headers: request.headers, body });
      response.writeHead(status, { 'content-type': 'application/json' });
      if (status >= 300) return response.end('{"message":"refused"}');
      if (kind === 'deepl') {
        const target = String(body.target_lang);
        const translations = (body.text as string[]).map((text) => ({
          detected_source_language: 'FR',
          text: `[${target}] ${text}`,
        }));
        return response.end(JSON.stringify({ translations }));
      }
      const target = String(body.target).toUpperCase();
      return response.end(
        JSON.stringify({ translatedText: (body.q as string[]).map((text) => `[${target}] ${text}`) }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer(next: number) {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
