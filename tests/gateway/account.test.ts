// The account area's graph: profile changes, e-mail verification, the shopper's reviews, wallet and tickets, the
// FAQ and raising a ticket; each refusal with the product's message and nothing stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { all, first } from '../../rest-api/src/db/queries.ts';
import { DEMO } from '../helpers/api.ts';
import { phoneAccount, phoneVerificationToken, uniqueContact, wrongCode } from '../helpers/authFlows.ts';
import { ORDERS, USERS } from '../helpers/fixtures.ts';
import { GRAPHQL_RESPONSE, publicUrl, startGateway, type TestGateway } from '../helpers/gateway.ts';
import { pngFile } from '../helpers/uploadHelpers.ts';

let gw: TestGateway;
let demo: string;
beforeAll(async () => {
  gw = await startGateway({ now: () => gw.api.clock.now() });
  demo = await gw.api.signIn(DEMO);
});
afterAll(() => gw.close());

const UPDATE = /* GraphQL */ `
  mutation ($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        name
        email
        emailVerified
        phone
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`;

const REQUEST_EMAIL_CODE = /* GraphQL */ `
  mutation ($input: RequestNewEmailCodeInput!) {
    requestNewEmailCode(input: $input) {
      sent
      userErrors {
        field
        code
        message
      }
    }
  }
`;

const VERIFY_EMAIL_CODE = /* GraphQL */ `
  mutation ($input: VerifyNewEmailCodeInput!) {
    verifyNewEmailCode(input: $input) {
      verified
      verificationToken
      userErrors {
        field
        code
        message
      }
    }
  }
`;

const userRow = async (id: string) =>
  await first(gw.api.queries, sql`SELECT name, email, emailVerified, phone FROM users WHERE id = ${id}`);
const userIdOf = async (token: string) =>
  (await gw.graphql('{ viewer { user { userId } } }', {}, { token })).body.data.viewer.user.userId as string;

describe('updateProfile', () => {
  it('changes the name, then the e-mail of an unverified account once its code is confirmed (HttpOnly cookie)', async () => {
    const { token, number } = await phoneAccount(gw.api, 'profile');
    const id = await userIdOf(token);
    const named = await gw.graphql(UPDATE, { input: { name: '  Meera K Iyer ' } }, { token });
    expect(named.body.data.updateProfile).toMatchObject({
      user: { name: 'Meera K Iyer', phone: number },
      userErrors: [],
    });
    const email = uniqueContact('profile-mail').email;
    const unproved = await gw.graphql(UPDATE, { input: { email: email.toUpperCase() } }, { token });
    expect(unproved.body.data.updateProfile).toEqual({
      user: null,
      userErrors: [
        { field: ['input', 'email'], code: 'NOT_VERIFIED', message: 'Please verify the new email address first' },
      ],
    });
    const sent = await gw.graphql(REQUEST_EMAIL_CODE, { input: { email: email.toUpperCase() } }, { token });
    expect(sent.body.data.requestNewEmailCode).toEqual({ sent: true, userErrors: [] });
    const code = await gw.api.lastCode(email);
    const wrong = await gw.graphql(VERIFY_EMAIL_CODE, { input: { email, code: wrongCode(code) } }, { token });
    expect(wrong.body.data.verifyNewEmailCode).toEqual({
      verified: false,
      verificationToken: null,
      userErrors: [{ field: ['input', 'code'], code: 'INVALID_CODE', message: 'Invalid OTP' }],
    });
    const verified = await gw.graphql(VERIFY_EMAIL_CODE, { input: { email, code } }, { token });
    const { verificationToken } = verified.body.data.verifyNewEmailCode;
    expect(verified.body.data.verifyNewEmailCode).toEqual({ verified: true, verificationToken, userErrors: [] });
    expect(verified.headers.getSetCookie()).toEqual([
      `verified_email=${verificationToken}; Max-Age=600; Path=/; HttpOnly; SameSite=Lax`,
    ]);
    const cookie = `verified_email=${verificationToken}`;
    const mailed = await gw.graphql(UPDATE, { input: { email: email.toUpperCase() } }, { token, headers: { cookie } });
    expect(mailed.body.data.updateProfile).toMatchObject({ user: { email, emailVerified: true }, userErrors: [] });
    expect(mailed.headers.getSetCookie()).toEqual(['verified_email=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax']);
    expect(await userRow(id)).toMatchObject({ name: 'Meera K Iyer', email, emailVerified: 1 });
  });

  it.each([
    [{ name: 'A' }, 'name', 'Name must be at least 2 characters.'],
    [{ email: 'not-an-address' }, 'email', 'Invalid email format.'],
    [{ phone: '98765' }, 'phone', 'Phone number must be 10 digits.'],
  ])("refuses %j with the product's message and changes nothing", async (input, field, message) => {
    const { token } = await phoneAccount(gw.api, 'bad-profile');
    const id = await userIdOf(token);
    const before = await userRow(id);
    const { body } = await gw.graphql(UPDATE, { input }, { token });
    expect(body.data.updateProfile).toEqual({
      user: null,
      userErrors: [{ field: ['input', field], code: 'INVALID_INPUT', message }],
    });
    expect(await userRow(id)).toEqual(before);
  });

  it('keeps a verified e-mail', async () => {
    const verified = await gw.graphql(UPDATE, { input: { email: 'new.demo@example.com' } }, { token: demo });
    expect(verified.body.data.updateProfile.userErrors).toEqual([
      { field: ['input', 'email'], code: 'INVALID_INPUT', message: 'Verified email cannot be changed' },
    ]);
    expect(await userRow(USERS.demo.id)).toMatchObject({ email: USERS.demo.email });
  });

  it("answers another account's unproved phone or e-mail exactly as an unused one, and ALREADY_EXISTS only after the proof", async () => {
    const { token } = await phoneAccount(gw.api, 'taken-mail');
    const free = uniqueContact('free-contact');
    const answer = async (input: object) =>
      (await gw.graphql(UPDATE, { input }, { token, client: '203.0.113.120' })).body.data.updateProfile;
    const phoneAnswer = {
      user: null,
      userErrors: [
        { field: ['input', 'phone'], code: 'NOT_VERIFIED', message: 'Please verify the new phone number first' },
      ],
    };
    const emailAnswer = {
      user: null,
      userErrors: [
        { field: ['input', 'email'], code: 'NOT_VERIFIED', message: 'Please verify the new email address first' },
      ],
    };
    for (const phone of [USERS.second.phone, USERS.phoneOnly.phone, free.number])
      expect(await answer({ phone })).toEqual(phoneAnswer);
    for (const email of [USERS.second.email, free.email]) expect(await answer({ email })).toEqual(emailAnswer);
    // Whoever holds the mailbox confirms its code; only then is the address said to be another account's.
    await gw.graphql(REQUEST_EMAIL_CODE, { input: { email: USERS.second.email } }, { token });
    const proof = await gw.graphql(
      VERIFY_EMAIL_CODE,
      { input: { email: USERS.second.email, code: await gw.api.lastCode(USERS.second.email) } },
      { token },
    );
    const { verificationToken } = proof.body.data.verifyNewEmailCode;
    expect(await answer({ email: USERS.second.email, emailVerificationToken: verificationToken })).toEqual({
      user: null,
      userErrors: [{ field: ['input', 'email'], code: 'ALREADY_EXISTS', message: 'Email already exists' }],
    });
  });

  it('counts every try of a new phone or e-mail: past 5 for one number from one client, TOO_MANY_ATTEMPTS', async () => {
    const { token } = await phoneAccount(gw.api, 'prober');
    const probe = async (client: string) =>
      (await gw.graphql(UPDATE, { input: { phone: USERS.second.phone } }, { token, client })).body.data.updateProfile
        .userErrors[0].code;
    for (let i = 0; i < 5; i++) expect(await probe('203.0.113.121')).toBe('NOT_VERIFIED');
    expect(await probe('203.0.113.121')).toBe('TOO_MANY_ATTEMPTS');
    expect(await probe('198.51.100.121')).toBe('NOT_VERIFIED');
  });

  it('takes one profile change per request: aliases are refused before any REST call', async () => {
    const { token } = await phoneAccount(gw.api, 'aliases');
    const calls = gw.restCalls.length;
    const fields = Array.from(
      { length: 3 },
      (_, i) => `p${i}: updateProfile(input: { phone: "${uniqueContact('alias').number}" }) { userErrors { code } }`,
    );
    const { status, body } = await gw.graphql(
      `mutation { ${fields.join(' ')} }`,
      {},
      { token, headers: GRAPHQL_RESPONSE },
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'TOO_MANY_SIGN_IN_ATTEMPTS' }) }),
    ]);
    expect(gw.restCalls.length).toBe(calls);
  });

  it('changes the phone only once the new number is verified', async () => {
    const { token } = await phoneAccount(gw.api, 'new-phone');
    const id = await userIdOf(token);
    const { number } = uniqueContact('new-phone-2');
    const unverified = await gw.graphql(UPDATE, { input: { phone: number } }, { token });
    expect(unverified.body.data.updateProfile.userErrors).toEqual([
      { field: ['input', 'phone'], code: 'NOT_VERIFIED', message: 'Please verify the new phone number first' },
    ]);
    const phoneVerification = await phoneVerificationToken(gw.api, number);
    const changed = await gw.graphql(
      UPDATE,
      { input: { phone: number, phoneVerificationToken: phoneVerification } },
      { token },
    );
    expect(changed.body.data.updateProfile).toMatchObject({ user: { phone: number }, userErrors: [] });
    expect(await userRow(id)).toMatchObject({ phone: `+91${number}` });
  });

  it('asks a guest to sign in, without a REST call', async () => {
    const before = gw.restCalls.length;
    const { body } = await gw.graphql(UPDATE, { input: { name: 'Guest Name' } });
    expect(body.data.updateProfile.userErrors).toEqual([
      { field: null, code: 'UNAUTHENTICATED', message: 'Authentication token missing. Please log in again.' },
    ]);
    expect(gw.restCalls.length).toBe(before);
  });
});

describe('sendEmailVerification and verifyEmail', () => {
  const SEND = 'mutation { sendEmailVerification { sent userErrors { code message } } }';
  const VERIFY =
    'mutation ($code: String!) { verifyEmail(input: { code: $code }) { user { emailVerified } userErrors { field code message } } }';

  it('verifies the e-mail with the code from the outbox; a wrong code first is refused', async () => {
    const { token, email } = await phoneAccount(gw.api, 'verify');
    const id = await userIdOf(token);
    expect((await gw.graphql(SEND, {}, { token })).body.data.sendEmailVerification).toEqual({
      sent: true,
      userErrors: [],
    });
    const code = await gw.api.lastCode(email);
    const wrong = await gw.graphql(VERIFY, { code: wrongCode(code) }, { token });
    expect(wrong.body.data.verifyEmail).toEqual({
      user: null,
      userErrors: [{ field: ['input', 'code'], code: 'INVALID_CODE', message: 'Invalid OTP' }],
    });
    expect(await userRow(id)).toMatchObject({ emailVerified: 0 });
    const right = await gw.graphql(VERIFY, { code }, { token });
    expect(right.body.data.verifyEmail).toEqual({ user: { emailVerified: true }, userErrors: [] });
    expect(await userRow(id)).toMatchObject({ emailVerified: 1 });
    const again = await gw.graphql(SEND, {}, { token });
    expect(again.body.data.sendEmailVerification).toEqual({
      sent: false,
      userErrors: [{ code: 'INVALID_INPUT', message: 'Email already verified' }],
    });
  });
});

describe('viewer.reviews', () => {
  it("lists the shopper's own reviews with the product, and none for a guest", async () => {
    const query =
      '{ viewer { reviews { totalCount edges { node { rating title verifiedPurchase authorName product { productId name } } } } } }';
    const { body } = await gw.graphql(query, {}, { token: demo });
    const stored = (await all(
      gw.api.queries,
      sql`SELECT productId, rating FROM reviews WHERE userId = ${USERS.demo.id} ORDER BY createdAt DESC`,
    )) as { productId: string; rating: number }[];
    expect(stored.length).toBeGreaterThan(0);
    expect(body.data.viewer.reviews.totalCount).toBe(stored.length);
    expect(
      body.data.viewer.reviews.edges.map((e: { node: { product: { productId: string }; rating: number } }) => [
        e.node.product.productId,
        e.node.rating,
      ]),
    ).toEqual(stored.map((r) => [r.productId, r.rating]));
    expect(body.data.viewer.reviews.edges[0].node).toMatchObject({
      verifiedPurchase: true,
      authorName: USERS.demo.name,
      product: { name: expect.any(String) },
    });
    expect((await gw.graphql(query)).body.data.viewer.reviews).toEqual({ totalCount: 0, edges: [] });
    const { token } = await phoneAccount(gw.api, 'no-reviews');
    expect((await gw.graphql(query, {}, { token })).body.data.viewer.reviews.totalCount).toBe(0);
  });
});

describe('faq', () => {
  it('answers sanitised HTML: no script, event handler or javascript: link reaches a client', async () => {
    const answer =
      '<p onclick="steal()">Yes <strong>it is</strong>.</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">click</a><a href="https://example.com/help">help</a>';
    await sql`INSERT INTO faq (id, question, answer, position) VALUES ('FAQ999', 'Is this safe?', ${answer}, 999)`.execute(
      gw.api.queries,
    );
    const { body } = await gw.graphql('{ faq { id question answerHtml } }');
    const faq = body.data.faq as { question: string; answerHtml: string }[];
    expect(faq.length).toBeGreaterThan(5);
    expect(faq[0]!.answerHtml).toMatch(/^<(p|ul)>/);
    expect(faq.at(-1)).toMatchObject({
      question: 'Is this safe?',
      answerHtml:
        '<p>Yes <strong>it is</strong>.</p><a rel="noopener noreferrer">click</a><a href="https://example.com/help" rel="noopener noreferrer">help</a>',
    });
  });
});

const RAISE = /* GraphQL */ `
  mutation ($input: RaiseTicketInput!) {
    raiseTicket(input: $input) {
      ticket {
        id
        ticketId
        department
        issue
        subject
        details
        orderId
        status
        attachments {
          url
        }
        createdAt
      }
      viewer {
        tickets(first: 1) {
          totalCount
          edges {
            node {
              ticketId
            }
          }
        }
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`;

describe('raiseTicket and viewer.tickets', () => {
  const ticket = {
    department: 'CUSTOMER_SUPPORT',
    issue: 'Order Issue',
    subject: 'Damaged box',
    details: 'The outer box was crushed.',
    orderId: ORDERS.delivered.id,
  };

  it('uploads the attachments, links them to the stored ticket and lists it first', async () => {
    const before = await gw.api.count('tickets', sql`userId = ${USERS.demo.id}`);
    const { body } = await gw.multipart(RAISE, { input: ticket }, 'input.attachments', [pngFile('box.png')], {
      token: demo,
    });
    const payload = body.data.raiseTicket;
    expect(payload.userErrors).toEqual([]);
    expect(payload.ticket).toMatchObject({
      department: 'CUSTOMER_SUPPORT',
      issue: 'Order Issue',
      subject: 'Damaged box',
      orderId: ORDERS.delivered.id,
      status: 'PENDING',
    });
    expect(payload.ticket.attachments).toHaveLength(1);
    expect(payload.viewer.tickets).toEqual({
      totalCount: before + 1,
      edges: [{ node: { ticketId: payload.ticket.ticketId } }],
    });
    const row = (await first(
      gw.api.queries,
      sql`SELECT attachments FROM tickets WHERE id = ${payload.ticket.ticketId}`,
    )) as {
      attachments: string;
    };
    expect(JSON.parse(row.attachments).map(publicUrl)).toEqual([payload.ticket.attachments[0].url]);
    const node = await gw.graphql(
      'query ($id: ID!) { node(id: $id) { ... on Ticket { subject } } }',
      { id: payload.ticket.id },
      { token: demo },
    );
    expect(node.body.data.node).toEqual({ subject: 'Damaged box' });
    expect(
      (
        await gw.graphql(
          'query ($id: ID!) { node(id: $id) { id } }',
          { id: payload.ticket.id },
          { token: await gw.api.signIn({ email: USERS.second.email, password: USERS.second.password }) },
        )
      ).body.data.node,
    ).toBeNull();
  });

  it('sends a ticket to a seller without an order', async () => {
    const { body } = await gw.graphql(
      RAISE,
      {
        input: {
          department: 'SELLER',
          issue: 'Ask a Question',
          subject: 'Bulk price',
          details: 'Is there a price for 500 units?',
        },
      },
      { token: demo },
    );
    expect(body.data.raiseTicket).toMatchObject({ ticket: { department: 'SELLER', orderId: null }, userErrors: [] });
  });

  it.each([
    [{ subject: '  ' }, 'subject', 'INVALID_INPUT', 'Please fill out all required fields.'],
    [{ details: '' }, 'details', 'INVALID_INPUT', 'Please fill out all required fields.'],
    [{ orderId: null }, 'orderId', 'INVALID_INPUT', 'Please select an Order ID.'],
    [{ issue: 'Report' }, 'issue', 'INVALID_INPUT', 'Please choose an issue for Customer Support: Order Issue.'],
    [{ orderId: ORDERS.secondUser.id }, 'orderId', 'NOT_FOUND', 'Order not found'],
  ])('refuses %j and stores nothing', async (change, field, code, message) => {
    const before = await gw.api.count('tickets');
    const { body } = await gw.graphql(RAISE, { input: { ...ticket, ...change } }, { token: demo });
    expect(body.data.raiseTicket).toMatchObject({
      ticket: null,
      userErrors: [{ field: ['input', field], code, message }],
    });
    expect(await gw.api.count('tickets')).toBe(before);
  });

  it('asks a guest to sign in and lists no tickets for one', async () => {
    const before = gw.restCalls.length;
    const { body } = await gw.graphql(RAISE, { input: ticket });
    expect(body.data.raiseTicket.userErrors).toEqual([
      { field: null, code: 'UNAUTHENTICATED', message: 'Please log in to raise a ticket' },
    ]);
    expect(gw.restCalls.length).toBe(before);
    expect(
      (await gw.graphql('{ viewer { tickets { totalCount } } ticketDepartments { name issues needsOrder } }')).body
        .data,
    ).toEqual({
      viewer: { tickets: { totalCount: 0 } },
      ticketDepartments: [
        { name: 'Customer Support', issues: ['Order Issue'], needsOrder: true },
        { name: 'Seller', issues: ['Report', 'Ask a Question'], needsOrder: false },
      ],
    });
  });
});

describe('viewer.wallet', () => {
  const WALLET = /* GraphQL */ `
    query ($filter: WalletFilter) {
      viewer {
        wallet {
          balance {
            amount
          }
          coins
          transactions(filter: $filter) {
            totalCount
            edges {
              node {
                kind
                description
                orderId
                amount {
                  amount
                }
                coins
                credit
                date
              }
            }
          }
        }
      }
    }
  `;
  const CANCEL = 'mutation ($input: CancelOrderInput!) { cancelOrder(input: $input) { userErrors { message } } }';

  it('shows coins redeemed, then the coins a cancellation gave back; an unpaid cash-on-delivery order adds nothing to the balance', async () => {
    const order = ORDERS.splitA.id;
    const line = (await first(gw.api.queries, sql`SELECT productId FROM order_items WHERE orderId = ${order}`)) as {
      productId: string;
    };
    const coinsBefore = (
      (await first(gw.api.queries, sql`SELECT coin FROM users WHERE id = ${USERS.demo.id}`)) as { coin: number }
    ).coin;

    const before = (await gw.graphql(WALLET, {}, { token: demo })).body.data.viewer.wallet;
    expect(before.balance.amount).toBe('0.00');
    expect(before.transactions.edges.map((e: { node: unknown }) => e.node)).toEqual([
      {
        kind: 'COINS_REDEEMED',
        description: 'Used for Ordering',
        orderId: order,
        amount: { amount: '5.00' },
        coins: 50,
        credit: false,
        date: expect.any(String),
      },
    ]);

    const input = { orderId: order, productIds: [line.productId], reason: 'CHANGED_MIND', refundMethod: 'WALLET' };
    const cancelled = await gw.graphql(CANCEL, { input }, { token: demo });
    expect(cancelled.body.data.cancelOrder.userErrors).toEqual([]);

    const after = (await gw.graphql(WALLET, {}, { token: demo })).body.data.viewer.wallet;
    expect(after.coins).toBe(coinsBefore + 50);
    expect(after.balance.amount, 'nothing was paid, so nothing is refunded').toBe('0.00');
    expect(after.transactions.edges.map((e: { node: { kind: string } }) => e.node.kind).sort()).toEqual([
      'COINS_REDEEMED',
      'COINS_RETURNED',
    ]);
    expect(after.transactions.edges[0].node.date).toBe(new Date(gw.api.clock.now()).toISOString());

    gw.api.clock.advance(100 * 86_400_000);
    const later = await gw.api.signIn(DEMO);
    const recent = (await gw.graphql(WALLET, { filter: { period: 'LAST_90_DAYS' } }, { token: later })).body.data.viewer
      .wallet;
    const wider = (await gw.graphql(WALLET, { filter: { period: 'LAST_120_DAYS' } }, { token: later })).body.data.viewer
      .wallet;
    expect([recent.transactions.totalCount, wider.transactions.totalCount]).toEqual([0, 2]);
    expect((await gw.graphql(WALLET)).body.data.viewer.wallet).toBeNull();
  });
});
