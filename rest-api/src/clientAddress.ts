import type { Context } from 'hono';
import { clientOf } from '../../runtime/clientAddress.ts';

/**
 * Who made the request (runtime/clientAddress.ts): the socket's peer, or, when the peer is a trusted proxy (the
 * gateway), the last address it put in `X-Forwarded-For`. Requests without a socket (in-process `app.request`) are
 * `unknown`.
 */
export function clientAddress(c: Context, trusted: string[]): string {
  const peer = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
  return clientOf(peer, c.req.header('x-forwarded-for'), trusted) ?? 'unknown';
}
