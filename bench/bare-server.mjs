// The reference for bench/api.mjs: the least work Node can do to send the same bytes.
import { createServer } from 'node:http';

const body = Buffer.from(process.env.BODY_BASE64 ?? '', 'base64');
createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
}).listen(Number(process.env.PORT ?? 3902), '127.0.0.1');
