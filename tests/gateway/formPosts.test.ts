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

describe('a sign-up by e-mail posted without the app, step by step', () => {
  const PASSWORD = 'Lotus#Leaf42';
  const GSTIN = '27AAPFU0939F1ZV';
  const details = (phone: string) => ({
    _form: 'sign-up-details',
    name: 'Farah Khan',
    email: `farah.${phone}@example.org`,
    countryCode: '+91',
    phone,
    referralCode: '',
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  const SIGN_UP = '/sign-up-with-email';
  /** The `name=value` of a response's form_draft cookie. */
  const draftOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('form_draft='))!
      .split(';')[0]!;
  /** The cookies a browser would send after `responses` (the draft and the verification proofs), as one header. */
  const cookiesOf = (...responses: Response[]) => {
    const jar = new Map<string, string>();
    for (const response of responses)
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        jar.set(pair!.split('=')[0]!, pair!);
      }
    return [...jar.values()].join('; ');
  };
  const postStep = (draft: string, fields: Record<string, string>) => postForm(SIGN_UP, fields, { cookie: draft });
  const code = (digits: string) => [...digits].map((digit) => ['otp', digit]);
  const postCode = (draft: string, form: string, digits: string) =>
    gw.gateway.fetch(`${ORIGIN}${SIGN_UP}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        cookie: draft,
      },
      body: new URLSearchParams([['_form', form], ...code(digits)]).toString(),
      redirect: 'manual',
    });

  it('keeps the details on the server between the steps, registers, and the password from step one signs in', async () => {
    const phone = '9876520001';
    const first = await postForm(SIGN_UP, details(phone));
    expect(first.status).toBe(200);
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(
      /^form_draft=[\w-]{22}\.[\w-]{43}; Max-Age=600; Path=\/sign-up-with-email; HttpOnly; SameSite=Lax$/,
    );
    const firstHtml = await first.text();
    expect(replyOf(firstHtml).step).toEqual({ name: 'business', shows: { officialPhone: `+91${phone}` } });
    expect(firstHtml).toContain('Complete Business Details');

    const business = await postStep(cookiesOf(first), {
      _form: 'sign-up-business',
      gstUsername: 'farah_gst',
      gstNumber: GSTIN,
    });
    expect(business.status).toBe(200);
    const businessReply = replyOf(await business.text());
    expect(businessReply.step).toEqual({ name: 'gst-code', shows: { officialPhone: `+91${phone}`, gstNumber: GSTIN } });
    expect(businessReply.notice).toBeTruthy();

    const gstCode = await gw.api.lastCode(GSTIN);
    const wrong = await postCode(
      cookiesOf(first, business),
      'sign-up-gst-code',
      gstCode === '000000' ? '111111' : '000000',
    );
    expect(wrong.status).toBe(422);
    const wrongReply = replyOf(await wrong.text());
    expect(wrongReply.step.name).toBe('gst-code');
    expect(wrongReply.errors.otp).toBeTruthy();

    const gst = await postCode(cookiesOf(first, business), 'sign-up-gst-code', gstCode);
    expect(gst.status).toBe(200);
    expect(replyOf(await gst.text())).toMatchObject({
      step: { name: 'phone-code', shows: { officialPhone: `+91${phone}` } },
      notice: 'OTP sent successfully',
    });

    const registered = await postCode(
      cookiesOf(first, business, gst),
      'sign-up-phone-code',
      await gw.api.lastCode(`+91${phone}`),
    );
    expect(registered.status).toBe(303);
    expect(registered.headers.get('location')).toBe('/login?notice=registered');
    expect(registered.headers.getSetCookie()).toContain(
      'form_draft=; Max-Age=0; Path=/sign-up-with-email; HttpOnly; SameSite=Lax',
    );
    // Gone once used: the same cookie again is an expired sign-up.
    const again = await postCode(cookiesOf(first, business, gst), 'sign-up-phone-code', '123456');
    expect(replyOf(await again.text()).errors).toEqual({
      root: 'Your sign-up has expired. Please enter your details again.',
    });

    const signedIn = await postForm('/login', { _form: 'sign-in', email: details(phone).email, password: PASSWORD });
    expect(signedIn.status).toBe(303);
    expect(JSON.stringify(lines)).not.toContain(PASSWORD);
  });

  it('starts again at step one when the kept details are gone or the cookie is not the one given', async () => {
    gw.restCalls.length = 0;
    const first = await postForm(SIGN_UP, details('9876520003'));
    const [id, key] = draftOf(first).split('=')[1]!.split('.');
    const otherKey = `${key!.startsWith('A') ? 'B' : 'A'}${key!.slice(1)}`;
    for (const cookie of ['', `form_draft=${id}.${otherKey}`, 'form_draft=garbage']) {
      const response = await postStep(cookie, { _form: 'sign-up-business', gstUsername: 'x', gstNumber: GSTIN });
      expect(response.status).toBe(422);
      const reply = replyOf(await response.text());
      expect(reply.step).toBeUndefined();
      expect(reply.errors).toEqual({ root: 'Your sign-up has expired. Please enter your details again.' });
    }
    expect(gw.restCalls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it("refuses step one by the form's rules, keeping what was typed but the passwords, never in the page", async () => {
    const response = await postForm(SIGN_UP, { ...details('98765'), confirmPassword: 'Other#Pass1' });
    expect(response.status).toBe(422);
    expect(response.headers.get('set-cookie')).toBeNull();
    const html = await response.text();
    const reply = replyOf(html);
    expect(reply.step).toBeUndefined();
    expect(reply.errors).toMatchObject({ phone: 'Phone number must be 10 digits' });
    expect(reply.values.name).toBe('Farah Khan');
    expect(html).not.toContain(PASSWORD);
  });
});
