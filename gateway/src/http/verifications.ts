// Proof of a confirmed phone, GSTIN or new e-mail code between the steps of a sign-up or a profile change. The REST
// API answers a single-use verification token bound to the number, GSTIN or address; the gateway keeps it in an
// HttpOnly cookie (the page never sees it) and hands it to the mutation that claims the number, GSTIN or address,
// which spends it. For every path: the claim comes to /graphql from the app, and to the sign-up page's own path from
// its form posted without the app.
import { readCookie, setCookie } from './cookies.ts';

export type VerifiedKind = 'phone' | 'gst' | 'email';

const COOKIE: Record<VerifiedKind, string> = { phone: 'verified_phone', gst: 'verified_gst', email: 'verified_email' };

/** The REST token's ten minutes. */
const VERIFICATION_COOKIE_MAX_AGE = 10 * 60;

export class RequestVerifications {
  /** Tokens a mutation of this request received (set) or spent (null): the response sets or clears their cookies. */
  readonly changes = new Map<VerifiedKind, string | null>();

  constructor(private readonly request: Request) {}

  /** The token to claim `kind` with: one received earlier in this request, else the cookie's. */
  token(kind: VerifiedKind): string | null {
    return this.changes.has(kind) ? this.changes.get(kind)! : readCookie(this.request, COOKIE[kind]);
  }

  remember(kind: VerifiedKind, token: string) {
    this.changes.set(kind, token);
  }

  spent(kind: VerifiedKind) {
    if (this.token(kind) !== null) this.changes.set(kind, null);
  }

  /** The `Set-Cookie` values of this request's changes. */
  cookies(secure: boolean): string[] {
    return [...this.changes].map(([kind, token]) =>
      setCookie(COOKIE[kind], token, VERIFICATION_COOKIE_MAX_AGE, { secure }),
    );
  }
}
