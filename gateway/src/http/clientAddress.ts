// Who sent a request to the gateway (runtime/clientAddress.ts has the rule). The REST API behind the gateway trusts
// the X-Forwarded-For the gateway sets from this.
import { clientOf } from '@marketplace/runtime/clientAddress';

interface ServerContext {
  req?: { socket?: { remoteAddress?: string }; headers?: Record<string, string | string[] | undefined> };
}

/**
 * The client of a request, from Yoga's server context; null for requests made in-process (`yoga.fetch`).
 * `trustedProxies` holds `loopback` and exact addresses (TRUSTED_PROXIES; none by default: the gateway is the edge).
 */
export function clientAddressOf(serverContext: unknown, trustedProxies: string[]): string | null {
  const req = (serverContext as ServerContext | undefined)?.req;
  return clientOf(req?.socket?.remoteAddress, req?.headers?.['x-forwarded-for'], trustedProxies);
}
