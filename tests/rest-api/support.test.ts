import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { first } from '../../rest-api/src/db/queries.ts';
import { SECOND, startApi, type ApiResponse, type TestApi } from '../helpers/api.ts';
import { ORDERS, USERS } from '../helpers/fixtures.ts';
import { uploadPng } from '../helpers/uploadHelpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('GET /faq', () => {
  it('lists the help-centre questions in order, without a token', async () => {
    const res = await api.get('/faq');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(5);
    expect(res.body[0]).toMatchObject({ id: expect.any(String), question: expect.any(String) });
    expect(res.body[0].answer).toMatch(/<p>|<ul>/);
  });
});

const ticket = (overrides: Record<string, unknown> = {}) => ({
  issue: 'Order Issue',
  details: 'The parcel arrived with a torn seal.',
  subject: 'Damaged package',
  departmentName: 'Customer Support',
  email: USERS.demo.email,
  mobileNo: USERS.demo.phone,
  name: USERS.demo.name,
  orderId: ORDERS.delivered.id,
  type: 'B2B',
  ...overrides,
});

const raise = (body: object, token?: string) => api.post('/raise-ticket', body, { token });

/** Asserts a rejected ticket: status, exact message, and no ticket row written. */
async function expectRejected(send: () => Promise<ApiResponse>, status: number, message: string) {
  const before = await api.count('tickets');
  const res = await send();
  expect(res).toMatchObject({ status, body: { message } });
  expect(await api.count('tickets')).toBe(before);
}

describe('POST /raise-ticket', () => {
  it('stores a Customer Support ticket about one of the user’s orders', async () => {
    const token = await api.signIn();
    const res = await raise(ticket(), token);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: 'Ticket submitted successfully!',
      ticketId: expect.any(String),
    });
    const row = await first(api.queries, sql`SELECT * FROM tickets WHERE id = ${res.body.ticketId}`);
    expect(row).toMatchObject({
      userId: USERS.demo.id,
      issue: 'Order Issue',
      subject: 'Damaged package',
      departmentName: 'Customer Support',
      orderId: ORDERS.delivered.id,
      email: USERS.demo.email,
      mobileNo: USERS.demo.phone,
      name: USERS.demo.name,
      type: 'B2B',
      attachments: '[]',
      status: 'pending',
      createdAt: api.clock.now(),
    });
  });

  it('stores a Seller ticket without an order, filling contact details from the account', async () => {
    const token = await api.signIn();
    const res = await raise(
      { issue: 'Ask a Question', details: 'Do you ship to Leh?', subject: 'Shipping', departmentName: 'Seller' },
      token,
    );
    expect(res.status).toBe(201);
    const row = await first(api.queries, sql`SELECT * FROM tickets WHERE id = ${res.body.ticketId}`);
    expect(row).toMatchObject({
      orderId: null,
      issue: 'Ask a Question',
      email: USERS.demo.email,
      name: USERS.demo.name,
      type: 'B2B',
    });
  });

  it('accepts a parent order id and attachments the user uploaded', async () => {
    const token = await api.signIn();
    const url = await uploadPng(api, token);
    const res = await raise(ticket({ orderId: ORDERS.delivered.parent, attachments: [url] }), token);
    expect(res.status).toBe(201);
    const row = await first(api.queries, sql`SELECT orderId, attachments FROM tickets WHERE id = ${res.body.ticketId}`);
    expect(row).toEqual({ orderId: ORDERS.delivered.parent, attachments: JSON.stringify([url]) });
  });

  it.each(['issue', 'details', 'departmentName', 'subject'])('requires %s', async (field) => {
    const token = await api.signIn();
    await expectRejected(
      () => raise(ticket({ [field]: undefined }), token),
      400,
      'Please fill out all required fields.',
    );
    await expectRejected(() => raise(ticket({ [field]: '  ' }), token), 400, 'Please fill out all required fields.');
  });

  it('requires an order id unless the ticket goes to a seller', async () => {
    const token = await api.signIn();
    await expectRejected(() => raise(ticket({ orderId: undefined }), token), 400, 'Please select an Order ID.');
    await expectRejected(() => raise(ticket({ orderId: '' }), token), 400, 'Please select an Order ID.');
  });

  it('rejects an issue that does not belong to the department', async () => {
    const token = await api.signIn();
    await expectRejected(
      () => raise(ticket({ issue: 'Report' }), token),
      400,
      'Please choose an issue for Customer Support: Order Issue.',
    );
    await expectRejected(
      () => raise(ticket({ departmentName: 'Seller', issue: 'Order Issue' }), token),
      400,
      'Please choose an issue for Seller: Report, Ask a Question.',
    );
  });

  it('validates the contact details and the attachments', async () => {
    const token = await api.signIn();
    await expectRejected(() => raise(ticket({ email: 'not-an-email' }), token), 400, 'Invalid email format.');
    await expectRejected(() => raise(ticket({ mobileNo: '12345' }), token), 400, 'Phone number must be 10 digits.');
    await expectRejected(
      () => raise(ticket({ attachments: ['receipt.pdf'] }), token),
      400,
      'Please upload the attachments again and retry.',
    );
    const othersUpload = await uploadPng(api, await api.signIn(SECOND));
    await expectRejected(
      () => raise(ticket({ attachments: [othersUpload] }), token),
      400,
      'Please upload the attachments again and retry.',
    );
  });

  it("answers 404 for an unknown order and for another user's order", async () => {
    const token = await api.signIn();
    await expectRejected(() => raise(ticket({ orderId: 'ORD9999' }), token), 404, 'Order not found');
    const second = await api.signIn(SECOND);
    await expectRejected(() => raise(ticket({ orderId: ORDERS.placed.id }), second), 404, 'Order not found');
    await expectRejected(() => raise(ticket({ orderId: ORDERS.placed.parent }), second), 404, 'Order not found');
  });

  it('answers 401 without a token and with an expired one', async () => {
    const before = await api.count('tickets');
    expect((await raise(ticket())).status).toBe(401);
    const token = await api.signIn();
    api.clock.advance(61 * 60 * 1000);
    expect((await raise(ticket(), token)).status).toBe(401);
    expect(await api.count('tickets')).toBe(before);
  });
});

describe('GET /get-tickets', () => {
  it("lists the caller's own tickets, newest first, with their attachments", async () => {
    const token = await api.signIn();
    const upload = await uploadPng(api, token);
    const raised = await raise(ticket({ subject: 'Wrong colour', attachments: [upload] }), token);
    const res = await api.get('/get-tickets', { token });
    expect(res.status).toBe(200);
    expect(res.body.tickets[0]).toEqual({
      ticketId: raised.body.ticketId,
      issue: 'Order Issue',
      subject: 'Wrong colour',
      details: 'The parcel arrived with a torn seal.',
      departmentName: 'Customer Support',
      orderId: ORDERS.delivered.id,
      attachments: [upload],
      status: 'pending',
      createdAt: { _seconds: Math.floor(api.clock.now() / 1000), _nanoseconds: expect.any(Number) },
    });
    expect(res.body.tickets.map((t: { ticketId: string }) => t.ticketId)).toContain('TKT0001');
    const second = await api.get('/get-tickets', { token: await api.signIn(SECOND) });
    expect(second.body.tickets.map((t: { ticketId: string }) => t.ticketId)).not.toContain(raised.body.ticketId);
    expect((await api.get('/get-tickets')).status).toBe(401);
  });
});
