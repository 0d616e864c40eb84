import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { sql } from 'kysely';
import type { ZodType } from 'zod';
import { first } from './db/queries.ts';
import type { Deps } from './deps.ts';
import { ApiError } from './errors.ts';
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

const FieldErrorSchema = z
  .object({
    message: z.string().describe('What is wrong with the field, in the words to show'),
    code: z.enum(REFUSAL_CODES).describe('The machine code (INVALID_INPUT: a schema rule of `field` is broken)'),
    field: z.string().optional().describe('The request field at fault, as a dotted path (`address.pincode`)'),
  })
  .openapi('FieldError');

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
    errors: z
      .array(FieldErrorSchema)
      .optional()
      .describe(
        'A request whose schema several fields break: every field at fault, each with its first broken rule, in the ' +
          "order of the schema's fields (the first is also the answer's own `message` and `field`), so a form is " +
          'refused whole; absent when one field is at fault',
      ),
  })
  .openapi('Error');

const ZOD_DEFAULT_MESSAGE =
  /^(Invalid (input|option|string|email address|number|element|key|union|date|UUID|URL)|Too (small|big)|Unrecognized key)/;

/** A schema's issue: where it is and what is wrong. */
interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** An issue as the refusal of its field: the schema's own message, zod's defaults with the field name for context. */
function fieldRefusal({ path, message }: Issue) {
  const field = path.map(String).join('.') || undefined;
  // Messages written into a schema are the product's texts; zod's own defaults get the field name for context.
  const text = ZOD_DEFAULT_MESSAGE.test(message) && field ? `${field}: ${message}` : message;
  return { code: 'INVALID_INPUT' as const, message: text, ...(field ? { field } : {}) };
}

/**
 * A request its schema refused, whole: 400 INVALID_INPUT with the first field's message and path, and, when several
 * fields are at fault, `errors` listing each once (its first broken rule), so a client fixes a form in one round trip.
 */
export function validationRefusal(issues: readonly Issue[]): ApiError {
  const seen = new Set<string>();
  const errors = issues.map(fieldRefusal).filter(({ field = '' }) => !seen.has(field) && seen.add(field));
  const [first = { code: 'INVALID_INPUT' as const, message: 'Invalid request' }] = errors;
  const refusal = refuse('INVALID_INPUT', { message: first.message, field: first.field });
  return errors.length > 1 ? new ApiError(refusal.status, refusal.message, { ...refusal.extra, errors }) : refusal;
}

/** A router whose validation failures answer 400 INVALID_INPUT with every field's message and path. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return answer(c, validationRefusal(result.error.issues));
    },
  });
}

/** The request's `Authorization: Bearer` token, if any. */
export const bearerToken = (c: Context) => /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];

/** Bearer-token auth: 401 for a missing, unknown or expired token. */
export function requireUser(deps: Deps) {
  const lookup = (digest: string, now: number) =>
    first(
      deps.queries,
      sql<SessionUser>`SELECT u.id, u.customDocId, u.name, u.email, u.phone FROM sessions s JOIN users u ON u.id = s.userId
        WHERE s.tokenDigest = ${digest} AND s.expiresAt > ${now}`,
    );
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw refuse('NO_TOKEN');
    const user = await lookup(tokenDigest(token), deps.clock.now());
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
