// The shopper's session as one HTTP request sees it: where the token came from, and whether a mutation started or
// ended a session (the response then sets or clears the cookie).
import { readCookie, setCookie } from './cookies.ts';

export const SESSION_COOKIE = 'session';
/**
 * The session cookie's name over HTTPS: the `__Host-` prefix makes browsers refuse it unless it is Secure, for
 * this host only (no Domain) and for every path, so a sibling subdomain or plain-HTTP page cannot plant or shadow it.
 */
export const SECURE_SESSION_COOKIE = '__Host-session';

/** A session the REST API started: its bearer token and when the token stops working. */
export interface StartedSession {
  token: string;
  expiresAt: string;
}

/**
 * What the request's `Authorization` header holds: nothing, a bearer token, another scheme (`Basic ...`), or a
 * `Bearer` header without exactly one token.
 */
export type Authorization =
  { kind: 'none' } | { kind: 'bearer'; token: string } | { kind: 'otherScheme' } | { kind: 'malformed' };

export function authorizationOf(request: Request): Authorization {
  const header = request.headers.get('authorization');
  if (header === null) return { kind: 'none' };
  if (!/^Bearer(\s|$)/i.test(header)) return { kind: 'otherScheme' };
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  return token ? { kind: 'bearer', token } : { kind: 'malformed' };
}

export class RequestSession {
  private current: string | null;
  private readonly fromCookie: boolean;
  private readonly fromBearer: boolean;
  /** Undefined while nothing changed; a session to set, or null to clear the cookie. */
  change: StartedSession | null | undefined;
  /** Whether the answer depended on who asks: the token was read (a guest's viewer too) or the request brought one. */
  personal: boolean;
  /** Whether the REST API refused the bearer token the request brought: the whole answer is then a 401. */
  refusedBearer = false;

  constructor(request: Request) {
    const authorization = authorizationOf(request);
    const bearer = authorization.kind === 'bearer' ? authorization.token : null;
    const cookie = bearer ? null : (readCookie(request, SECURE_SESSION_COOKIE) ?? readCookie(request, SESSION_COOKIE));
    this.current = bearer ?? cookie;
    this.fromCookie = cookie !== null;
    this.fromBearer = bearer !== null;
    this.personal = this.current !== null;
  }

  /** The token personal REST calls carry: `Authorization: Bearer` first (non-browser clients), then the cookie. */
  get token(): string | null {
    this.personal = true;
    return this.current;
  }

  /** A sign-in mutation succeeded: later calls of this request use the new token, and the response sets it. */
  start(session: StartedSession) {
    this.current = session.token;
    this.change = session;
  }

  /** Sign-out: later calls go as a guest, and a cookie is cleared. */
  end() {
    const hadCookie = this.fromCookie || this.change;
    this.current = null;
    this.change = hadCookie ? null : undefined;
  }

  /**
   * The REST API refused the token (401: expired, revoked or unknown). A browser's cookie is cleared and the request
   * goes on as a guest (a shopper cannot act on a 401); a bearer client is told (the answer becomes a 401).
   */
  refused() {
    if (this.fromBearer && !this.change) this.refusedBearer = true;
    this.end();
  }
}

/**
 * How long the browser keeps the cookie: the REST token's one-hour lifetime, counted by the browser (not from
 * `expiresAt`, so clocks that disagree cannot shorten it). A token that dies earlier answers 401, which clears it.
 */
export const SESSION_COOKIE_MAX_AGE = 60 * 60;

/** The `Set-Cookie` value for a session change; behind HTTPS (`secure`) the cookie is `__Host-session`, Secure. */
export function sessionCookie(change: StartedSession | null, secure: boolean): string {
  return setCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, change?.token ?? null, SESSION_COOKIE_MAX_AGE, {
    secure,
  });
}

/** Whether the browser reached the gateway over HTTPS (directly, or through a proxy that says so). */
export function isHttps(request: Request): boolean {
  return (
    new URL(request.url).protocol === 'https:' ||
    request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
  );
}
