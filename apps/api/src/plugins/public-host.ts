import type { FastifyInstance } from 'fastify';

/** At most this many other addresses are reported, so a scan of hosts cannot flood the log. */
const MAX_REPORTED = 20;

/**
 * Warns, once per address, when the site is opened at another host than PUBLIC_URL's (127.0.0.1
 * instead of localhost, another port, a proxy that rewrites Host). Mailed links and the card
 * challenge's return are built on PUBLIC_URL, so a fan there would come back to another address
 * and its cookies: the operator should set PUBLIC_URL to the address fans use. Health checks,
 * which load balancers send to the bare address, are not reported.
 */
export const registerPublicHostWarning = (app: FastifyInstance, publicUrl: string) => {
  const expected = new URL(publicUrl).host.toLowerCase();
  const reported = new Set<string>();
  app.addHook('onRequest', async (request) => {
    const host = (request.host ?? '').toLowerCase();
    if (!host || host === expected || reported.size >= MAX_REPORTED || reported.has(host)) return;
    if (request.url === '/api/health' || request.url === '/api/ready') return;
    reported.add(host);
    app.log.warn(
      { host, publicUrl },
      `Requests arrive for ${host}, but PUBLIC_URL is ${publicUrl}: mailed links and 3-D Secure returns go to PUBLIC_URL. Set PUBLIC_URL to the address fans open.`,
    );
  });
};
