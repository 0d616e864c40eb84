import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueContact, wrongCode } from '../helpers/authFlows.ts';
import { lastCode, shopperPages, useStackAndBrowser } from '../helpers/e2e.ts';
import { PRODUCTS, USERS } from '../helpers/fixtures.ts';

const e2e = useStackAndBrowser();
const { newPage, registeredShopper, graph } = shopperPages(e2e);

const WRONG = 'Wrong#Pass9';
const NEW_PASSWORD = 'Fresh#Word7';

/** Every URL the page asks for, and every Referer it sends: a secret must be in none of them. */
function watchUrls(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    seen.push(request.url());
    const referer = request.headers()['referer'];
    if (referer) seen.push(referer);
  });
  return seen;
}

const noScriptPage = () => newPage({ javaScriptEnabled: false });
const field = (page: Page, name: string) => page.locator(`input[name="${name}"]`);

/** The link of the newest reset mail the sandbox "sent" to `email`. */
async function resetLinkFor(email: string): Promise<string> {
  const response = await fetch(`${e2e.stack.apiUrl}/dev/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { subject: string; body: string }[] };
  const link = /\/forget-password\?token=[\w-]+/.exec(
    messages.find((message) => message.subject === 'Reset your password')?.body ?? '',
  )?.[0];
  if (!link) throw new Error(`no reset link sent to ${email}`);
  return link;
}

/** A new shopper (signed up by phone) with NEW_PASSWORD, set through a reset link: their e-mail. */
async function shopperWithPassword(name: string): Promise<string> {
  const { email } = await registeredShopper(name);
  const setUp = await newPage();
  await graph(setUp, 'mutation ($email: String!) { requestPasswordReset(input: { email: $email }) { message } }', {
    email,
  });
  const token = new URL(e2e.stack.url + (await resetLinkFor(email))).searchParams.get('token');
  await graph(setUp, 'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }', {
    input: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
  });
  await setUp.context().close();
  return email;
}

describe('forms with JavaScript off', () => {
  it('signs in: a refusal keeps the e-mail and asks for the password again; then back to the page that asked', async () => {
    const page = await noScriptPage();
    const urls = watchUrls(page);
    await page.goto(`${e2e.stack.url}/login?redirect=%2Fshopping-cart`);
    await field(page, 'email').fill(USERS.demo.email);
    await field(page, 'password').fill(WRONG);
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
    expect((await refused).status()).toBe(422);
    await page.getByRole('alert').filter({ hasText: 'Incorrect email or password' }).waitFor();
    expect(await field(page, 'email').inputValue()).toBe(USERS.demo.email);
    expect(await field(page, 'password').inputValue()).toBe('');
    expect(await page.content()).not.toContain(WRONG);

    await field(page, 'password').fill(USERS.demo.password);
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${e2e.stack.url}/shopping-cart`);
    await page.getByRole('heading', { level: 1, name: 'My Cart' }).waitFor();
    expect(urls.filter((url) => url.includes('Demo') || url.includes('Wrong') || url.includes('password='))).toEqual(
      [],
    );
    await page.context().close();
  });

  it('shows the form rules with their messages, posted empty', async () => {
    const page = await noScriptPage();
    await page.goto(`${e2e.stack.url}/login`);
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.context().close();
  });

  it('resets a password: the link is sent, a new password is set, and it signs in', async () => {
    const { email } = await registeredShopper('Meera Iyer');
    const page = await noScriptPage();
    const urls = watchUrls(page);
    await page.goto(`${e2e.stack.url}/forget-password`);
    await field(page, 'email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('status').filter({ hasText: 'Password reset link sent to your email' }).waitFor();

    await page.goto(e2e.stack.url + (await resetLinkFor(email)));
    await field(page, 'password').fill(NEW_PASSWORD);
    await field(page, 'confirmPassword').fill('Fresh#Word8');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await page.getByText('Passwords do not match').waitFor();
    expect(await field(page, 'password').inputValue()).toBe('');
    await field(page, 'password').fill(NEW_PASSWORD);
    await field(page, 'confirmPassword').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set Password' }).click();
    await page.waitForURL(`${e2e.stack.url}/login?notice=password-changed`);
    await page.getByText('Your password has been changed. Sign in with your new password.').waitFor();

    await field(page, 'email').fill(email);
    await field(page, 'password').fill(NEW_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${e2e.stack.url}/`);
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'session')).toBe(true);
    expect(urls.filter((url) => url.includes('Fresh') || url.includes('password='))).toEqual([]);
    await page.context().close();
  });

  it('signs up with a phone code: the number, a wrong code, the right one, then the personal details', async () => {
    const { number, email } = uniqueContact('nojs');
    const page = await noScriptPage();
    await page.goto(`${e2e.stack.url}/sign-with-otp`);
    await field(page, 'phone').fill(number);
    await page.getByRole('button', { name: 'GET OTP' }).click();
    await page.getByRole('heading', { name: 'Enter OTP' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/otp-snd/${number}/[\\w-]+$`));

    const code = await lastCode(e2e, `+91${number}`);
    // Typed whole into the first box, as a shopper without the app's boxes would.
    await page.getByLabel('Digit 1 of 6').fill(wrongCode(code));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('alert').filter({ hasText: 'Incorrect OTP' }).waitFor();
    for (const [index, digit] of [...code].entries()) await page.getByLabel(`Digit ${index + 1} of 6`).fill(digit);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Personal Details' }).waitFor();

    await field(page, 'name').fill('Anil 4');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Name should only contain letters').waitFor();
    expect(await field(page, 'name').inputValue()).toBe('Anil 4');
    await field(page, 'name').fill('Anil Kapoor');
    await field(page, 'email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${e2e.stack.url}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByText('Anil').first().waitFor();
    await page.context().close();
  });

  it('creates a business account by e-mail: details, GSTIN, its code, the phone code; then signs in', async () => {
    const { number, email } = uniqueContact('nojs-gst');
    const password = 'Saffron#Tea8';
    const gstin = '29AAGCB7383J1Z4';
    const page = await noScriptPage();
    const urls = watchUrls(page);
    await page.goto(`${e2e.stack.url}/sign-up-with-email`);
    await field(page, 'name').fill('Kavya Reddy');
    await field(page, 'email').fill(email);
    await field(page, 'phone').fill(number);
    await field(page, 'password').fill(password);
    await field(page, 'confirmPassword').fill('Saffron#Tea9');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Passwords do not match').waitFor();
    expect(await field(page, 'email').inputValue()).toBe(email);
    expect(await field(page, 'password').inputValue()).toBe('');
    await field(page, 'password').fill(password);
    await field(page, 'confirmPassword').fill(password);
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await page.getByRole('heading', { name: 'Complete Business Details' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Official Phone Number' }).inputValue()).toBe(`+91${number}`);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('GST Number and Username are required').first().waitFor();
    await field(page, 'gstUsername').fill('kavya_gst');
    await field(page, 'gstNumber').fill(gstin);
    await page.getByRole('button', { name: 'Verify' }).click();

    await page.getByText(`We have sent a 6-digit code for GSTIN ${gstin}.`).waitFor();
    const gstCode = await lastCode(e2e, gstin);
    await page.getByLabel('Digit 1 of 6').fill(wrongCode(gstCode));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('alert').first().waitFor();
    for (const [index, digit] of [...gstCode].entries()) await page.getByLabel(`Digit ${index + 1} of 6`).fill(digit);
    await page.getByRole('button', { name: 'Confirm' }).click();

    await page
      .getByText(`GSTIN verified. We have sent a 6-digit code to the official phone number +91${number}.`)
      .waitFor();
    await page.getByLabel('Digit 1 of 6').fill(await lastCode(e2e, `+91${number}`));
    await page.getByRole('button', { name: 'Confirm' }).click();

    await page.waitForURL(`${e2e.stack.url}/login?notice=registered`);
    await page.getByText('User registered successfully').waitFor();
    await field(page, 'email').fill(email);
    await field(page, 'password').fill(password);
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${e2e.stack.url}/`);
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'session')).toBe(true);
    expect(urls.filter((url) => url.includes('Saffron') || url.includes('password='))).toEqual([]);
    await page.context().close();
  });

  it('adds to the cart from the product page: a guest signs in first and comes back; then it says Go to Cart', async () => {
    const email = await shopperWithPassword('Ravi Menon');

    const page = await noScriptPage();
    const product = `/product-page/${PRODUCTS.inStock}`;
    await page.goto(e2e.stack.url + product);
    const buy = page.getByRole('form', { name: 'Buy' });
    await buy.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(`${e2e.stack.url}/login?redirect=${encodeURIComponent(product)}`);
    await field(page, 'email').fill(email);
    await field(page, 'password').fill(NEW_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(e2e.stack.url + product);

    const minimum = Number(await field(page, 'quantity').inputValue());
    await field(page, 'quantity').fill(String(minimum * 2));
    await buy.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(e2e.stack.url + product);
    await buy.getByRole('link', { name: 'Go to Cart' }).waitFor();
    const cookie = (await page.context().cookies()).find(({ name }) => name === 'session')!;
    const answer = await fetch(`${e2e.stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `session=${cookie.value}` },
      body: JSON.stringify({ query: '{ viewer { cart { lines { quantity product { productId } } } } }' }),
    });
    const { data } = (await answer.json()) as { data: { viewer: { cart: { lines: unknown[] } } } };
    expect(data.viewer.cart.lines).toEqual([{ quantity: minimum * 2, product: { productId: PRODUCTS.inStock } }]);
    await page.context().close();
  });

  it('cancels a line of an order: the rules first, then back to My Orders with the line cancelled', async () => {
    const page = await noScriptPage();
    await page.goto(`${e2e.stack.url}/login`);
    await field(page, 'email').fill(USERS.demo.email);
    await field(page, 'password').fill(USERS.demo.password);
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${e2e.stack.url}/`);
    type Orders = {
      viewer: {
        orders: { nodes: { orderId: string; items: { id: string; productId: string; canCancel: boolean }[] }[] };
      };
    };
    const ordersQuery = '{ viewer { orders(first: 50) { nodes { orderId items { id productId canCancel } } } } }';
    const { viewer } = await graph<Orders>(page, ordersQuery);
    const order = viewer.orders.nodes.find((node) => node.items.some((item) => item.canCancel))!;
    const line = order.items.find((item) => item.canCancel)!;

    await page.goto(`${e2e.stack.url}/order-inner-cancellation/${order.orderId}`);
    const form = page.getByRole('form', { name: `Cancel items of order ${order.orderId}` });
    await form.getByRole('button', { name: 'Cancel Order' }).click();
    await page.getByText('Please select at least one item to cancel').waitFor();
    await page.getByText('Please select a cancellation reason').waitFor();

    const lineBox = form.locator(`input[name="lineIds"][value="${line.id}"]`);
    await lineBox.check({ force: true });
    await form.getByRole('button', { name: 'Cancel Order' }).click();
    // Refused for the reason alone: the line chosen stays chosen.
    await page.getByText('Please select a cancellation reason').waitFor();
    expect(await page.getByText('Please select at least one item to cancel').count()).toBe(0);
    expect(await lineBox.isChecked()).toBe(true);
    await form.getByRole('radio', { name: 'I changed my mind' }).check({ force: true });
    await form.getByRole('button', { name: 'Cancel Order' }).click();
    await page.waitForURL(`${e2e.stack.url}/my-account?pane=my-orders`);
    const after = await graph<Orders>(page, ordersQuery);
    const cancelled = after.viewer.orders.nodes.find((node) => node.orderId === order.orderId)!;
    expect(cancelled.items.find((item) => item.productId === line.productId)).toBeUndefined();

    // My Orders' search is a GET of the pane, which keeps the pane.
    await page.getByRole('searchbox', { name: 'Search product name / order ID' }).fill(order.orderId);
    await page.getByRole('searchbox', { name: 'Search product name / order ID' }).press('Enter');
    await page.waitForURL(`${e2e.stack.url}/my-account?pane=my-orders&search=${order.orderId}`);
    await page.getByRole('heading', { name: 'My Orders' }).waitFor();
    await page.context().close();
  });

  it("adds an address and edits it on the form's own page: the rules first, then back to the addresses", async () => {
    const email = await shopperWithPassword('Deepa Nair');
    const page = await noScriptPage();
    await page.goto(`${e2e.stack.url}/login?redirect=${encodeURIComponent('/my-account?pane=address')}`);
    await field(page, 'email').fill(email);
    await field(page, 'password').fill(NEW_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${e2e.stack.url}/my-account?pane=address`);

    await page.getByRole('link', { name: 'Add New Address' }).click();
    await page.waitForURL(`${e2e.stack.url}/my-account?pane=address&address=new`);
    await field(page, 'name').fill('Deepa Nair');
    await field(page, 'phoneNumber').fill('98765');
    await page.getByText('Make this my default address').click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Phone Number must be exactly 10 digits').waitFor();
    await page.getByText('House No/Building Name is required').waitFor();
    // What was typed and ticked is kept.
    expect(await field(page, 'name').inputValue()).toBe('Deepa Nair');
    expect(await page.locator('input[name="isPrimary"]').isChecked()).toBe(true);
    await field(page, 'phoneNumber').fill('9876512345');
    await field(page, 'houseName').fill('12 Lake View');
    await field(page, 'localArea').fill('Indiranagar');
    await field(page, 'pincode').fill('560038');
    await field(page, 'state').fill('Karnataka');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${e2e.stack.url}/my-account?pane=address`);
    const cards = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
    await cards.filter({ hasText: '12 Lake View, Indiranagar, Karnataka - 560038' }).getByText('Default').waitFor();

    await page.getByRole('link', { name: 'Edit Deepa Nair, 560038' }).click();
    expect(await field(page, 'houseName').inputValue()).toBe('12 Lake View');
    expect(await page.locator('input[name="isPrimary"]').isChecked()).toBe(true);
    await field(page, 'houseName').fill('14 Lake View');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${e2e.stack.url}/my-account?pane=address`);
    // Still the primary one: the checkbox was posted as the form started.
    await cards.filter({ hasText: '14 Lake View, Indiranagar, Karnataka - 560038' }).getByText('Default').waitFor();
    expect(await cards.count()).toBe(1);
    await page.context().close();
  });
});

describe('forms with the app', () => {
  it('keeps the sign-in form in progress until the next page has loaded, which starts with the answer', async () => {
    const page = await newPage();
    await page.goto(`${e2e.stack.url}/login?redirect=%2Fshopping-cart`);
    await field(page, 'email').fill(USERS.demo.email);
    await field(page, 'password').fill(USERS.demo.password);
    const signIn = page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true });
    // Whether the button was ever enabled again while the sign-in page was still shown.
    await signIn.evaluate((button: HTMLButtonElement) => {
      const seen = { busy: false, idleAgain: false };
      Object.assign(window, { signInProgress: seen });
      new MutationObserver(() => {
        if (button.disabled) seen.busy = true;
        else if (seen.busy && location.pathname === '/login') seen.idleAgain = true;
      }).observe(button, { attributes: true });
    });
    await signIn.click();
    await page.getByRole('heading', { level: 1, name: 'My Cart' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { signInProgress: unknown }).signInProgress)).toEqual({
      busy: true,
      idleAgain: false,
    });
    await page.context().close();
  });
});
