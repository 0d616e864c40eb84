import { createHash } from 'node:crypto';
import { RequestSession } from './session.ts';

/** Who a request comes from, for what each client may use: its session, else its address. */
export interface Client {
  /** The session's token (bearer or cookie) hashed, or the address: `session:<sha256>` or `address:<address>`. */
  key: string;
  /** The socket's peer (or the forwarded client), `in-process` for the gateway's own requests. */
  address: string;
}

/** Each request's client, worked out once (the limits on requests under way, the cost budget and APQ all ask). */
const clients = new WeakMap<Request, Client>();

/** The client of `request` from `address`. Anyone can make up a token: per-client budgets keep an address ceiling too. */
export function clientOf(request: Request, address: string | null): Client {
  let client = clients.get(request);
  if (!client) {
    const token = new RequestSession(request).token;
    const where = address ?? 'in-process';
    const key = token ? `session:${createHash('sha256').update(token).digest('hex')}` : `address:${where}`;
    clients.set(request, (client = { key, address: where }));
  }
  return client;
}
