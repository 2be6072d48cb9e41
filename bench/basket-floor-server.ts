// The floor for bench/basket.ts: the same two statements behind a bare `node:http` server, with
// no framework, validation or basket assembly, answering the lines as JSON. What the shop's server
// loses against it is its own cost; what this loses against the driver is the HTTP exchange's.
import { createServer } from 'node:http';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from '../apps/api/src/db/schema/index.ts';
import { POSTGRES_OPTIONS, type Database } from '../apps/api/src/db/client.ts';
import { addUnits, selectBasketLines } from '../apps/api/src/modules/basket/basket.queries.ts';

const db = drizzle({ client: postgres(process.env.DATABASE_URL!, POSTGRES_OPTIONS), schema }) as unknown as Database;

createServer((request, response) => {
  if (request.method !== 'POST') return void response.writeHead(204).end();
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', async () => {
    const { panier, declinaison, qtt } = JSON.parse(Buffer.concat(chunks).toString()) as {
      panier: string;
      declinaison: number;
      qtt: number;
    };
    await addUnits(db, panier, null, declinaison, qtt);
    const body = JSON.stringify({ panier: await selectBasketLines(db, panier, null) });
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  });
}).listen(Number(process.env.PORT), '127.0.0.1');
