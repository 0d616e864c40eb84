// Who sent a request, as both services read it: behind a trusted proxy (a load balancer before the gateways, or the
// gateway before the REST API) the client is the last X-Forwarded-For entry, which that proxy appended.

/** Whether an address is this machine's: 127.0.0.0/8 or ::1, also written IPv4-mapped. */
export function isLoopback(address: string | null | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * The client of a request whose socket peer is `peer`: the peer itself, unless it is a trusted proxy (`trusted`
 * holds `loopback` and exact addresses) that named the client in X-Forwarded-For. null without a peer (a request
 * made in-process).
 */
export function clientOf(
  peer: string | null | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: string[],
): string | null {
  if (!peer) return null;
  if (trusted.some((entry) => (entry === 'loopback' ? isLoopback(peer) : entry === peer))) {
    const forwarded = [forwardedFor ?? []]
      .flat()
      .join(',')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .at(-1);
    if (forwarded) return forwarded;
  }
  return peer;
}

/**
 * Whether a URL's hostname names this machine: `localhost`, `127.0.0.1` or `[::1]` (the development sandboxes answer
 * only these, so a page on another name that resolves here, DNS rebinding, cannot reach them).
 */
export const isLocalHostname = (hostname: string) =>
  ['localhost', '127.0.0.1', '[::1]'].includes(hostname.toLowerCase());

/** Whether a request's body, if it has one, is JSON (a form or text body is one a page on any site may send). */
export function jsonOrNoBody(headers: { get(name: string): string | null | undefined }): boolean {
  const type = headers.get('content-type');
  if (type) return /^application\/json\s*(;|$)/i.test(type);
  return !(Number(headers.get('content-length')) > 0) && !headers.get('transfer-encoding');
}
