import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '@marketplace/runtime/service';
import { startGateway } from '../helpers/gateway.ts';
import { USERS } from '../helpers/fixtures.ts';
import { memoryLog } from '../helpers/memoryLog.ts';

// Forms posted to the storefront's pages without the app, through the gateway with the real server renderer (built by
// `npm test` before the tests run) over a real REST API.
const { lines, log } = memoryLog();
let gw: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gw = await startGateway({
    webRoot: join(ROOT, 'web/dist'),
    serverRender: join(ROOT, 'web/dist-server/renderPage.js'),
    log,
  });
});
afterAll(() => gw?.close());

const ORIGIN = 'http://localhost:4000';
const WRONG = 'Wrong#Pass9';

/**
 * A form posted to `path` as a browser sends it, from a page of this site unless `headers` say otherwise (an empty
 * value leaves a header out).
 */
const postForm = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  gw.gateway.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: Object.fromEntries(
      Object.entries({
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        ...headers,
      }).filter(([, value]) => value !== ''),
    ),
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

/** The demo shopper's sign-in posted to `path`. */
const signIn = (path: string) =>
  postForm(path, { _form: 'sign-in', email: USERS.demo.email, password: USERS.demo.password });

/** The reply the page carries for the browser's router (the refused form's fields and messages). */
const replyOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="form-reply">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null');

describe('a sign-in form posted without the app', () => {
  it('signs in with a 303 back to where the shopper was, setting the session cookie', async () => {
    const response = await signIn('/login?redirect=%2Fshopping-cart');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/shopping-cart');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^session=[^;]+; Max-Age=3600; Path=\/; HttpOnly; SameSite=Lax$/);
    // The cookie is the shopper's session: their cart renders with it.
    const cart = await gw.gateway.fetch(`${ORIGIN}/shopping-cart`, { headers: { cookie: cookie.split(';')[0]! } });
    expect(cart.status).toBe(200);
    expect(await cart.text()).toMatch(/<h1[^>]*>My Cart<\/h1>/);
  });

  it('sends the shopper back to a path of this site only', async () => {
    const response = await signIn('/login?redirect=%2F%09%2Fevil.example');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
  });

  it('renders the form again with the message and the e-mail, never the password, nor logs it', async () => {
    const response = await postForm('/login', { _form: 'sign-in', email: USERS.demo.email, password: WRONG });
    expect(response.status).toBe(422);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('>Incorrect email or password<');
    expect(html).toContain(`value="${USERS.demo.email}"`);
    expect(replyOf(html)).toEqual({
      values: { email: USERS.demo.email },
      errors: { root: 'Incorrect email or password' },
    });
    expect(html).not.toContain(WRONG);
    expect(JSON.stringify(lines)).not.toContain(WRONG);
  });

  it("checks the fields with the form's own rules before any REST call", async () => {
    gw.restCalls.length = 0;
    const response = await postForm('/login', { _form: 'sign-in', email: 'asha@example', password: '' });
    expect(response.status).toBe(422);
    expect(replyOf(await response.text()).errors).toEqual({
      email: "Please enter a valid email address with at least one '.'",
      password: 'Password is required',
    });
    expect(gw.restCalls.filter((call) => call.includes('signin'))).toEqual([]);
  });

  it('sends a reset link and says so on the page', async () => {
    const response = await postForm('/forget-password', { _form: 'reset-link', email: USERS.demo.email });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Password reset link sent to your email');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('who may post a form to a page', () => {
  it.each([
    ['another site', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site' }],
    ['an unknown origin, without Sec-Fetch-Site', { 'sec-fetch-site': '', origin: 'https://evil.example' }],
    ['no origin at all', { 'sec-fetch-site': '' }],
    ['a sandboxed frame', { 'sec-fetch-site': '', origin: 'null' }],
  ])('refuses a post from %s with 403 and no REST call', async (_, headers) => {
    gw.restCalls.length = 0;
    const response = await postForm(
      '/login',
      { _form: 'sign-in', email: USERS.demo.email, password: USERS.demo.password },
      headers,
    );
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('This form was not sent from a page of this site.');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(gw.restCalls).toEqual([]);
  });

  it('takes a post whose Origin is this site, from a browser that sends no Sec-Fetch-Site', async () => {
    const response = await postForm(
      '/login',
      { _form: 'sign-in', email: USERS.demo.email, password: USERS.demo.password },
      { 'sec-fetch-site': '', origin: ORIGIN },
    );
    expect(response.status).toBe(303);
  });

  it('takes only a form: another body is not found (404), and a post to a page without a form is 405', async () => {
    gw.restCalls.length = 0;
    const json = await gw.gateway.fetch(`${ORIGIN}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ email: USERS.demo.email, password: USERS.demo.password }),
    });
    expect(json.status).toBe(404);
    expect(gw.restCalls).toEqual([]);
    const noForm = await postForm('/about-us', { anything: 'x' });
    expect(noForm.status).toBe(405);
    expect(await noForm.text()).toContain('This form needs JavaScript: turn it on, then send the form again.');
  });

  it("answers only the form a page's action is for: another form of the page needs the app (405)", async () => {
    gw.restCalls.length = 0;
    // The product page's delivery check, posted without the app: not the page's Add to Cart.
    const pincode = await postForm('/product-page/PRD000001', { pincode: '560001' });
    expect(pincode.status).toBe(405);
    expect(await pincode.text()).toContain('This form needs JavaScript');
    const unnamed = await postForm('/login', { email: USERS.demo.email, password: USERS.demo.password });
    expect(unnamed.status).toBe(405);
    expect(unnamed.headers.get('set-cookie')).toBeNull();
    expect(gw.restCalls.filter((call) => !call.startsWith('GET'))).toEqual([]);
  });

  it('never keeps a refused post in the page cache a guest is served from', async () => {
    await postForm('/forget-password', { _form: 'reset-link', email: '' });
    const page = await gw.gateway.fetch(`${ORIGIN}/forget-password`);
    const html = await page.text();
    expect(html).not.toContain('Please enter your email');
    expect(html).not.toContain('form-reply');
  });
});
