// The benchmark's yardstick: a bare Fastify server answering each measured path (any query) with the
// same bytes and content type as the API, from memory, in as many processes (WORKERS) as the API
// runs. BODIES_FILE is a JSON object `{ "<path>": { "type": "…", "body": "…" } }` (a body sent compressed
// by the API is kept as its bytes: `"base64": true` and its `"encoding"`). Started by bench.ts.
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const processes = Number(process.env.WORKERS ?? 1);
if (cluster.isPrimary && processes > 1) {
  for (let i = 0; i < processes; i++) cluster.fork();
  process.once('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    process.exit(0);
  });
} else {
  const bodies = JSON.parse(readFileSync(process.env.BODIES_FILE ?? '', 'utf8'));
  const app = Fastify();
  for (const [path, { type, body, base64, encoding }] of Object.entries(bodies)) {
    const bytes = base64 ? Buffer.from(body, 'base64') : body;
    app.get(path, async (_request, reply) => {
      if (encoding) void reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
      return reply.type(type).send(bytes);
    });
  }
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}
