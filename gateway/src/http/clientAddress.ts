// Who sent a request: the gateway is the public edge, so the socket's peer is the client (the REST API behind it
// trusts the X-Forwarded-For the gateway sets from this).

/** The Node server's socket peer, from Yoga's server context; null for requests made in-process (`yoga.fetch`). */
export function clientAddressOf(serverContext: unknown): string | null {
  return (serverContext as { req?: { socket?: { remoteAddress?: string } } } | undefined)?.req?.socket?.remoteAddress ?? null;
}

/** Whether an address is this machine's: 127.0.0.0/8 or ::1, also written IPv4-mapped. */
export function isLoopback(address: string | null): boolean {
  const v4 = address?.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4 ?? '');
}
