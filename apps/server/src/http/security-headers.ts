import type { FastifyInstance } from 'fastify';

const ONE_YEAR_S = 31_536_000;
/** Strict-Transport-Security, sent on answers to requests that came over TLS. */
export const HSTS = `max-age=${ONE_YEAR_S}; includeSubDomains`;

/**
 * The security headers of every answer besides the CSP and HSTS: no framing, no MIME sniffing, no
 * referrer to other sites. (A live-update stream writes its headers itself: events/routes.ts.)
 */
export const SECURITY_HEADERS = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
} as const;

/** WalletConnect's Verify API, framed by its provider. */
const WALLETCONNECT_VERIFY = 'https://verify.walletconnect.org https://verify.walletconnect.com';

/**
 * The Content-Security-Policy the web app runs under: its own scripts only (no inline script, no
 * eval), styles from itself (inline style attributes set by React and the wallet libraries are
 * allowed), images also as data:/blob: (QR codes, wallet icons announced by EIP-6963) and over
 * https, JSON-RPC to the chain's public RPC and other chains' https endpoints (wagmi reads), and
 * never inside another site's frame. With WalletConnect (`walletConnect`), its Verify frame, which
 * tells a phone's wallet that the sign-in request comes from this site.
 */
export function contentSecurityPolicy(publicRpcUrl: string, walletConnect = false): string {
  let rpcOrigin = '';
  try {
    const url = new URL(publicRpcUrl);
    rpcOrigin = ` ${url.origin}${url.protocol === 'http:' ? ` ws://${url.host}` : ` wss://${url.host}`}`;
  } catch {
    // No usable URL: the browser reaches the chain through the wallet only.
  }
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${rpcOrigin} https: wss:`,
    ...(walletConnect ? [`frame-src ${WALLETCONNECT_VERIFY}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Security headers on every answer: the CSP (unless a route set its own, e.g. the API docs and the
 * development mailbox), no framing, no MIME sniffing, no referrer to other sites, HSTS when the
 * request came over TLS (directly or through a trusted proxy's X-Forwarded-Proto), and `no-store`
 * on API answers that did not choose their caching (they carry tokens and balances). No CORS
 * headers are ever sent: other origins cannot read any answer.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  publicRpcUrl: string,
  walletConnect = false,
): void {
  const csp = contentSecurityPolicy(publicRpcUrl, walletConnect);
  // Callback style (not async) on every answer: no promise and no extra tick per answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('content-security-policy') && !request.url.startsWith('/api/docs'))
      reply.header('content-security-policy', csp);
    reply.headers(SECURITY_HEADERS);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
