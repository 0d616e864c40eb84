import { createRoute, z } from '@hono/zod-openapi';
import { SUPPORT_ISSUES } from '@marketplace/runtime/formChoices';
import { sql } from 'kysely';
import { all, first } from '../db/queries.ts';
import type { Deps } from '../deps.ts';
import { refuse } from '../refusals.ts';
import { bearerSecurity, createRouter, errors, jsonBody, ok, requireUser } from '../http.ts';
import { TimestampSchema } from '../serializers/timestamp.ts';
import { newId } from '../ids.ts';
import { toTimestamp } from '../clock.ts';
import { EMAIL_PATTERN } from './authFields.ts';
import { createUploadOwnership } from '../serializers/upload.ts';

const FaqSchema = z
  .object({ id: z.string(), question: z.string(), answer: z.string().describe('HTML') })
  .openapi('Faq');

const REQUIRED = 'Please fill out all required fields.';

const required = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `At most ${max} characters`);

const RaiseTicketSchema = z
  .object({
    issue: required(100).describe("'Order Issue' (Customer Support); 'Report' or 'Ask a Question' (Seller)"),
    details: required(5000),
    subject: required(200),
    departmentName: z.enum(['Customer Support', 'Seller'], { error: REQUIRED }),
    name: z.string().trim().max(100, 'At most 100 characters').optional().describe("Defaults to the account's name"),
    email: z
      .string()
      .max(254)
      .regex(EMAIL_PATTERN, 'Invalid email format.')
      .optional()
      .openapi({ format: 'email' })
      .describe("Defaults to the account's e-mail"),
    mobileNo: z
      .string()
      .regex(/^(\+91)?\d{10}$/, 'Phone number must be 10 digits.')
      .optional()
      .describe("10 digits, optionally prefixed +91; defaults to the account's phone"),
    orderId: z.string().trim().max(64).optional().describe('Required unless departmentName is Seller'),
    type: z.literal('B2B', { error: 'type must be B2B' }).default('B2B'),
    attachments: z
      .array(z.string().max(200))
      .max(5, 'You can attach at most 5 files')
      .default([])
      .describe('Paths returned by /upload-images'),
  })
  .openapi('RaiseTicketRequest');

const TicketSchema = z
  .object({
    ticketId: z.string(),
    issue: z.string(),
    subject: z.string(),
    details: z.string(),
    departmentName: z.enum(['Customer Support', 'Seller']),
    orderId: z.string().nullable(),
    attachments: z.array(z.string()).describe('Paths of the uploaded files'),
    status: z.enum(['pending', 'In Progress', 'closed']),
    createdAt: TimestampSchema,
  })
  .openapi('Ticket');

interface TicketRow extends Omit<z.infer<typeof TicketSchema>, 'attachments' | 'ticketId' | 'createdAt'> {
  id: string;
  attachments: string;
  createdAt: number;
}

const TicketResponseSchema = z
  .object({ success: z.literal(true), message: z.string(), ticketId: z.string() })
  .openapi('RaiseTicketResponse');

export function supportRoutes(deps: Deps) {
  const router = createRouter();
  const auth = requireUser(deps);
  const db = deps.queries;
  const ownsUploads = createUploadOwnership(db);
  const allFaq = () => db.selectFrom('faq').select(['id', 'question', 'answer']).orderBy('position').execute();
  const ownsOrder = async (userId: string, orderId: string) =>
    (await first(
      db,
      sql`SELECT 1 FROM orders WHERE userId = ${userId} AND (id = ${orderId} OR parentOrderId = ${orderId}) LIMIT 1`,
    )) !== undefined;
  const ticketsOf = (userId: string) =>
    all(
      db,
      sql<TicketRow>`SELECT id, issue, subject, details, departmentName, orderId, attachments, status, createdAt
        FROM tickets WHERE userId = ${userId} ORDER BY createdAt DESC, rowid DESC`,
    );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/faq',
      tags: ['Support'],
      summary: 'Help-centre questions and answers (public, no token)',
      responses: { 200: ok(z.array(FaqSchema)) },
    }),
    async (c) => c.json(await allFaq(), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/raise-ticket',
      tags: ['Support'],
      summary: 'Raise a support ticket, about one of the caller’s orders unless it goes to a seller',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { body: jsonBody(RaiseTicketSchema) },
      responses: { 201: ok(TicketResponseSchema, 'Ticket stored'), ...errors(400, 401, 404) },
    }),
    async (c) => {
      const user = c.get('user');
      const body = c.req.valid('json');
      if (!(SUPPORT_ISSUES[body.departmentName] as readonly string[]).includes(body.issue)) {
        throw refuse('ISSUE_NOT_OFFERED', {
          department: body.departmentName,
          issues: SUPPORT_ISSUES[body.departmentName],
        });
      }
      const orderId = body.orderId || null;
      if (!orderId && body.departmentName !== 'Seller') throw refuse('ORDER_ID_REQUIRED');
      if (orderId && !(await ownsOrder(user.id, orderId))) throw refuse('ORDER_NOT_FOUND');
      if (!(await ownsUploads(user.id, body.attachments))) throw refuse('ATTACHMENTS_UNKNOWN');

      const ticketId = newId('TKT');
      await db
        .insertInto('tickets')
        .values({
          id: ticketId,
          userId: user.id,
          issue: body.issue,
          details: body.details,
          subject: body.subject,
          departmentName: body.departmentName,
          name: body.name || user.name,
          email: body.email ?? user.email ?? '',
          mobileNo: body.mobileNo ?? user.phone ?? '',
          orderId,
          type: body.type,
          attachments: JSON.stringify(body.attachments),
          createdAt: deps.clock.now(),
        })
        .execute();
      return c.json({ success: true as const, message: 'Ticket submitted successfully!', ticketId }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/get-tickets',
      tags: ['Support'],
      summary: "The caller's support tickets, newest first",
      security: bearerSecurity,
      middleware: [auth] as const,
      responses: { 200: ok(z.object({ tickets: z.array(TicketSchema) })), ...errors(401) },
    }),
    async (c) => {
      const tickets = (await ticketsOf(c.get('user').id)).map(({ id, attachments, createdAt, ...ticket }) => ({
        ticketId: id,
        ...ticket,
        attachments: JSON.parse(attachments) as string[],
        createdAt: toTimestamp(createdAt),
      }));
      return c.json({ tickets }, 200);
    },
  );

  return router;
}
