import type { Context } from 'hono';

/** Whether an address is this machine's: 127.0.0.0/8 or ::1, also written IPv4-mapped. */
export function isLoopback(address: string | null | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

function isTrusted(peer: string | undefined, trusted: string[]): boolean {
  return !!peer && trusted.some((entry) => (entry === 'loopback' ? isLoopback(peer) : entry === peer));
}

/**
 * Who made the request: the socket's peer, or, when the peer is a trusted proxy (the gateway), the last address
 * it put in `X-Forwarded-For`. Requests without a socket (in-process `app.request`) are `unknown`.
 */
export function clientAddress(c: Context, trusted: string[]): string {
  const peer = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
  if (isTrusted(peer, trusted)) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').map((s) => s.trim()).filter(Boolean).at(-1);
    if (forwarded) return forwarded;
  }
  return peer ?? 'unknown';
}
