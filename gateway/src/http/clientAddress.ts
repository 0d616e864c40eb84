// Who sent a request: the socket's peer, unless that peer is a trusted proxy (a load balancer in front of several
// gateways), whose last X-Forwarded-For entry names the client. The REST API behind the gateway trusts the
// X-Forwarded-For the gateway sets from this.

interface ServerContext {
  req?: { socket?: { remoteAddress?: string }; headers?: Record<string, string | string[] | undefined> };
}

/**
 * The client of a request, from Yoga's server context; null for requests made in-process (`yoga.fetch`).
 * `trustedProxies` holds `loopback` and exact addresses (TRUSTED_PROXIES; none by default: the gateway is the edge).
 */
export function clientAddressOf(serverContext: unknown, trustedProxies: string[]): string | null {
  const req = (serverContext as ServerContext | undefined)?.req;
  const peer = req?.socket?.remoteAddress ?? null;
  if (peer && trustedProxies.some((entry) => (entry === 'loopback' ? isLoopback(peer) : entry === peer))) {
    const forwarded = [req?.headers?.['x-forwarded-for'] ?? []].flat().join(',').split(',').map((s) => s.trim()).filter(Boolean).at(-1);
    if (forwarded) return forwarded;
  }
  return peer;
}

/** Whether an address is this machine's: 127.0.0.0/8 or ::1, also written IPv4-mapped. */
export function isLoopback(address: string | null): boolean {
  const v4 = address?.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4 ?? '');
}
