import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ZodType } from 'zod';
import type { Deps } from './deps.ts';
import { answer, REFUSAL_CODES, refuse } from './refusals.ts';
import { tokenDigest } from './sessions.ts';

/** The signed-in user of a request, set by `requireUser`. */
export interface SessionUser {
  id: string;
  customDocId: string;
  name: string;
  email: string | null;
  phone: string | null;
}

export type AppEnv = { Variables: { user: SessionUser; requestId: string } };

export const ErrorSchema = z
  .object({
    message: z.string().describe('What went wrong, in the words to show'),
    code: z
      .enum(REFUSAL_CODES)
      .describe('The machine code to branch on (INVALID_INPUT: a schema rule of `field` is broken)'),
    field: z
      .string()
      .optional()
      .describe('The request field at fault, as a dotted path (`address.pincode`), when one input is'),
  })
  .openapi('Error');

const ZOD_DEFAULT_MESSAGE =
  /^(Invalid (input|option|string|email address|number|element|key|union|date|UUID|URL)|Too (small|big)|Unrecognized key)/;

/** A router whose validation failures answer 400 INVALID_INPUT with the schema's own message and the field's path. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        const path = issue?.path.join('.') || undefined;
        const message = issue?.message ?? 'Invalid request';
        // Messages written into a schema are the product's texts; zod's own defaults get the field name for context.
        const zodDefault = ZOD_DEFAULT_MESSAGE.test(message);
        return answer(
          c,
          refuse('INVALID_INPUT', { message: zodDefault && path ? `${path}: ${message}` : message, field: path }),
        );
      }
    },
  });
}

/** The request's `Authorization: Bearer` token, if any. */
export const bearerToken = (c: Context) => /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];

/** Bearer-token auth: 401 for a missing, unknown or expired token. */
export function requireUser(deps: Deps) {
  const lookup = deps.db.prepare<[string, number], SessionUser>(
    `SELECT u.id, u.customDocId, u.name, u.email, u.phone FROM sessions s JOIN users u ON u.id = s.userId
     WHERE s.tokenDigest = ? AND s.expiresAt > ?`,
  );
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw refuse('NO_TOKEN');
    const user = lookup.get(tokenDigest(token), deps.clock.now());
    if (!user) throw refuse('INVALID_TOKEN');
    c.set('user', user);
    await next();
  });
}

/** Like `requireUser`, but a request without a token goes on as a guest; a bad token is still a 401. */
export function optionalUser(deps: Deps) {
  const required = requireUser(deps);
  return createMiddleware<{ Variables: { user?: SessionUser } }>(async (c, next) => {
    if (!c.req.header('authorization')) return next();
    return required(c as never, next);
  });
}

export const bearerSecurity = [{ Bearer: [] }];

/** `content` for a JSON request body or response. */
export function json<T extends ZodType>(schema: T) {
  return { content: { 'application/json': { schema } } } as const;
}

export function jsonBody<T extends ZodType>(schema: T) {
  return { ...json(schema), required: true } as const;
}

export function ok<T extends ZodType>(schema: T, description = 'Success') {
  return { ...json(schema), description } as const;
}

const errorDescriptions: Record<number, string> = {
  400: 'Invalid input',
  401: 'Missing, unknown or expired token',
  403: 'The resource belongs to another user',
  404: 'Not found',
  409: 'Conflict with the current state',
  413: 'Payload too large',
};

/** Error responses of a route, all shaped `{ message, code, field? }`. */
export function errors(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((s) => [s, { ...json(ErrorSchema), description: errorDescriptions[s] ?? 'Error' }]),
  ) as Record<number, { content: { 'application/json': { schema: typeof ErrorSchema } }; description: string }>;
}

export const MessageSchema = z.object({ message: z.string() });
export const SuccessSchema = z.object({ success: z.boolean(), message: z.string() });
