import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { answers } from '@fanclub/domain/answers';

/**
 * Security headers and a CSP fit for the built SPA (DESIGN.md "Security model"): scripts only from
 * our origin, no plugins, no <base>, never framed. Styles allow inline attributes because
 * react-aria positions overlays with style attributes and the HTML shell carries the brand colours.
 */
export const registerSecurity = async (app: FastifyInstance, config: Config) => {
  const https = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only means something over HTTPS; a year, as ASVS asks.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // RATE_LIMIT_PER_MINUTE=0 lifts the global per-address limit (a proxy or CDN in front limits);
  // the plugin stays registered for the limits routes declare themselves, and sign-in throttling
  // (throttleRepository) is separate and always on.
  await app.register(rateLimit, {
    global: config.rateLimitPerMinute > 0,
    max: config.rateLimitPerMinute,
    // Counted in Redis when the processes share one, so the limit holds across them.
    ...(app.shared.redis
      ? { redis: app.shared.redis, nameSpace: `${app.shared.prefix}rate-limit:`, skipOnError: true }
      : {}),
    timeWindow: '1 minute',
    // The site's hashed files (scripts, styles) are not counted: a fan tapping through pages asks
    // for a dozen of them a page, the same ones each time, from a cache or a CDN in production.
    // Counting them made a fan who taps fast (or a venue's shared address) hit the limit on the
    // calls that matter, the session exchange among them.
    allowList: (request) => request.url.startsWith('/assets/'),
    errorResponseBuilder: () => ({ statusCode: 429, message: answers.tooManyRequests }),
  });
};
