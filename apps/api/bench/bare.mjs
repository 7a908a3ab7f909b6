// The benchmark's yardstick: a bare Fastify route answering GET /api/v1/news with the same bytes
// as the API, from memory, in as many processes (WORKERS) as the API runs. Started by bench.ts.
import cluster from 'node:cluster';
import Fastify from 'fastify';

const processes = Number(process.env.WORKERS ?? 1);
if (cluster.isPrimary && processes > 1) {
  for (let i = 0; i < processes; i++) cluster.fork();
  process.once('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    process.exit(0);
  });
} else {
  const body = process.env.BODY ?? '';
  const app = Fastify();
  app.get('/api/v1/news', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(body),
  );
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}
