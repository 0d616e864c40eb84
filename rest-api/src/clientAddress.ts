import type { Context } from 'hono';
import { timingSafeEqual } from 'node:crypto';
import { clientOf } from '@marketplace/runtime/clientAddress';
import type { ApiConfig } from './config.ts';

/** The header in which the gateway proves that it is the gateway (PROXY_SECRET). */
export const PROXY_SECRET_HEADER = 'x-proxy-secret';

/**
 * Who made the request (runtime/clientAddress.ts): the socket's peer, or the last address in `X-Forwarded-For` when
 * the peer is a trusted proxy: one of TRUSTED_PROXIES, or one that sent PROXY_SECRET. On one machine every process
 * connects from loopback (and may bind any 127.x address), so there only the secret tells the gateway apart.
 * Requests without a socket (in-process `app.request`) are `unknown`.
 */
export function clientAddress(c: Context, config: Pick<ApiConfig, 'trustedProxies' | 'proxySecret'>): string {
  const peer = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
    ?.remoteAddress;
  const trusted =
    peer && holdsSecret(c.req.header(PROXY_SECRET_HEADER), config.proxySecret) ? [peer] : config.trustedProxies;
  return clientOf(peer, c.req.header('x-forwarded-for'), trusted) ?? 'unknown';
}

export function holdsSecret(given: string | undefined, secret: string | null): boolean {
  if (!secret || given === undefined) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(secret)];
  return a.length === b.length && timingSafeEqual(a, b);
}
