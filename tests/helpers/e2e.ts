import type { Browser, BrowserContextOptions, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { uniqueContact } from './authFlows.ts';
import { USERS } from './fixtures.ts';
import { launchBrowser } from './browser.ts';
import { startStack, type Stack } from './stack.ts';

/**
 * One stack and one Chromium for an end-to-end test file: started before its tests, stopped after them (`gatewayEnv`
 * adds to the gateways' environment). (The e2e project in vitest.config.ts gives these tests their 60 s.)
 */
export function useStackAndBrowser(gatewayEnv: Record<string, string> = {}) {
  const e2e = {} as { stack: Stack; browser: Browser };
  beforeAll(async () => {
    [e2e.stack, e2e.browser] = await Promise.all([startStack(undefined, gatewayEnv), launchBrowser()]);
  });
  afterAll(async () => {
    await e2e.browser?.close();
    await e2e.stack?.stop();
  });
  return e2e;
}

/** The newest code the REST API's sandbox "sent" to `to` (a +91 phone or a GSTIN). */
export async function lastCode(e2e: { stack: Stack }, to: string): Promise<string> {
  const response = await fetch(`${e2e.stack.apiUrl}/dev/outbox?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: { code: string | null }[] };
  const code = messages.find((message) => message.code)?.code;
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** Types a six-digit code into the OTP boxes (focus moves from box to box). */
export const typeCode = (page: Page, code: string) => page.getByLabel('Digit 1 of 6').pressSequentially(code);

/**
 * The operation names of each GraphQL request the page sends from now on, one list per HTTP request; not the
 * subscriptions' streams (`Accept: text/event-stream`) that order pages open once hydrated.
 */
export function recordOperations(page: Page): string[][] {
  const requests: string[][] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql') return;
    if (isSubscription(request)) return;
    const body = JSON.parse(request.postData() ?? 'null');
    requests.push((Array.isArray(body) ? body : [body]).map((op: { operationName: string }) => op.operationName));
  });
  return requests;
}

const isSubscription = (request: Request) => request.headers().accept === 'text/event-stream';

/**
 * A `waitForLoadState('networkidle')` that leaves out the subscriptions' streams, which stay open as long as an order
 * page does: resolves once no other request of the page has been in flight for 500 ms. Call it before navigating.
 */
export function networkQuiet(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  let quietSince = Date.now();
  page.on('request', (request) => void (isSubscription(request) || inFlight.add(request)));
  const settle = (request: Request) => {
    if (inFlight.delete(request) && inFlight.size === 0) quietSince = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return () =>
    expect
      .poll(() => inFlight.size === 0 && Date.now() - quietSince >= 500, { interval: 100, timeout: 30_000 })
      .toBe(true);
}

/** Pages of their own (a new browser context each) for one file's stack, and shoppers signed in through the graph. */
export function shopperPages(e2e: { stack: Stack; browser: Browser }) {
  async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
    return context.newPage();
  }

  /** A GraphQL request with the page's cookies (as its scripts would send it); fails the test on errors. */
  async function graph<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await page.context().request.post(`${e2e.stack.url}/graphql`, { data: { query, variables } });
    const body = (await response.json()) as { data: T; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data;
  }

  /** A page signed in as a seeded shopper (the demo shopper unless told) through the graph; `options` set its browser context. */
  async function signedIn(
    user: { email: string; password: string } = USERS.demo,
    options: BrowserContextOptions = {},
  ): Promise<Page> {
    const page = await newPage(options);
    const signIn = await graph<{ signInWithEmail: { userErrors: unknown[] } }>(
      page,
      /* GraphQL */ 'mutation ($email: String!, $password: String!) { signInWithEmail(input: { email: $email, password: $password }) { userErrors { message } } }',
      { email: user.email, password: user.password },
    );
    expect(signIn.signInWithEmail.userErrors).toEqual([]);
    return page;
  }

  /** A REST read as the page's shopper (the session cookie is the bearer token), to check what was stored. */
  async function restAs<T>(page: Page, path: string): Promise<T> {
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'session')!.value;
    const response = await fetch(`${e2e.stack.apiUrl}${path}`, {
      headers: { authorization: `Bearer ${decodeURIComponent(token)}` },
    });
    return (await response.json()) as T;
  }

  /** A new shopper registered through the graph's phone sign-up, signed in by its cookie: their page and contacts. */
  async function registeredShopper(name = 'Kavya Menon'): Promise<{ page: Page; number: string; email: string }> {
    const page = await newPage();
    const { number, email } = uniqueContact('e2e');
    const sent = await graph<{ requestPhoneCode: { otpSession: string } }>(
      page,
      /* GraphQL */ 'mutation ($phone: String!) { requestPhoneCode(input: { phone: $phone }) { otpSession } }',
      { phone: number },
    );
    const otp = await lastCode(e2e, `+91${number}`);
    await graph(
      page,
      /* GraphQL */ 'mutation ($input: VerifyPhoneCodeInput!) { verifyPhoneCode(input: $input) { status } }',
      {
        input: { phone: number, otp, otpSession: sent.requestPhoneCode.otpSession },
      },
    );
    const signUp = await graph<{ signUpWithPhone: { userErrors: unknown[] } }>(
      page,
      /* GraphQL */ 'mutation ($input: SignUpWithPhoneInput!) { signUpWithPhone(input: $input) { userErrors { message } } }',
      { input: { phone: number, name, email } },
    );
    expect(signUp.signUpWithPhone.userErrors).toEqual([]);
    return { page, number, email };
  }

  /** A page of a new shopper (see registeredShopper). */
  const registered = async (name?: string) => (await registeredShopper(name)).page;

  return { newPage, graph, signedIn, restAs, registered, registeredShopper };
}
