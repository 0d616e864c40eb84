import { z } from '@hono/zod-openapi';

/**
 * Firestore-style timestamp as the documented API returns dates. Deliberately not a named component: the OpenAPI
 * generator renders `.nullable()` on a named schema as an allOf that rejects null.
 */
export const TimestampSchema = z
  .object({ _seconds: z.number().int(), _nanoseconds: z.number().int() })
  .describe('Firestore-style timestamp');
