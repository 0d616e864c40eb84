// The development sandbox's endpoints (DEV_SANDBOX=true, loopback only): read the outbox, get a Google credential.
import { createRoute, z } from '@hono/zod-openapi';
import type { Deps } from '../deps.ts';
import type { GoogleIssuer } from '../sandbox/google.ts';
import { createRouter, errors, jsonBody, ok } from '../http.ts';
import { EmailField } from './authFields.ts';

const OutboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  code: z.string().nullable(),
  createdAt: z.number().int(),
});

export function devRoutes(deps: Deps, google: GoogleIssuer) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/dev/outbox',
      tags: ['Dev'],
      summary: 'Messages the sandboxes sent (newest first, at most 100), optionally to one recipient',
      request: { query: z.object({ to: z.string().optional().describe("'+91…' phone, GSTIN or e-mail") }) },
      responses: { 200: ok(z.object({ messages: z.array(OutboxMessageSchema) })), ...errors(400) },
    }),
    async (c) => c.json({ messages: await deps.otp.outbox(c.req.valid('query').to) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/dev/google/credential',
      tags: ['Dev'],
      summary: 'A credential from the sandbox Google issuer, for /sign-up-with-google',
      request: {
        body: jsonBody(z.object({ email: EmailField, name: z.string().trim().min(1, 'Name is required').max(100) })),
      },
      responses: { 200: ok(z.object({ credential: z.string() })), ...errors(400) },
    }),
    async (c) => {
      const { email, name } = c.req.valid('json');
      return c.json({ credential: await google.issue({ email, name }) }, 200);
    },
  );

  return router;
}
