import type { FastifyInstance } from 'fastify';

/**
 * What a browser may load for our pages: scripts only from this origin (no inline script, no eval),
 * styles from this origin plus inline `style` attributes (Mantine sets them), images from here and
 * data/blob URLs (barcodes, previews), embedded pages of the menu and announcement videos over https,
 * calls to the local print helper on this machine's loopback (its port is a printer setting), and no
 * framing by another site.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' http://127.0.0.1:* http://localhost:*",
  "media-src 'self' https:",
  "frame-src 'self' https:",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** The API explorer brings its own inline scripts and sets its own policy. */
const OWN_POLICY = /^\/api\/docs(\/|$)/;

/** Sends the security headers on every response. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    if (!OWN_POLICY.test(request.url)) {
      reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
      reply.header('X-Frame-Options', 'SAMEORIGIN');
    }
    return payload;
  });
}
