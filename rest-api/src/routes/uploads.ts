import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'kysely';
import { likeIgnoringCase } from '../db/dialects.ts';
import { changes, first, type Queries } from '../db/queries.ts';
import { transaction } from '../db/transaction.ts';
import type { Deps } from '../deps.ts';
import { refuse } from '../refusals.ts';
import { bearerSecurity, createRouter, errors, ok, requireUser } from '../http.ts';
import { newId } from '../ids.ts';
import { UPLOAD_PREFIX, uploadUrl } from '../serializers/upload.ts';
import { ThrottledError } from '../throttle.ts';

const MAX_FILES = 5;
const MAX_FILE_BYTES = 2 * 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;
/** What one user may upload in a day (files and bytes), so uploads cannot fill the disk. */
export const UPLOAD_QUOTA = { files: 50, bytes: 25 * 1024 * 1024 };
/** Uploads no review or ticket refers to after this long are removed (they were picked and never used). */
export const UNUSED_UPLOAD_MS = DAY_MS;

/** The accepted types and their leading bytes (null: any byte); WebP is RIFF....WEBP. */
const SIGNATURES: [type: string, bytes: (number | null)[]][] = [
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/gif', [0x47, 0x49, 0x46, 0x38, null, 0x61]],
  ['image/webp', [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50]],
];
const ACCEPTED = new Set(SIGNATURES.map(([type]) => type));

/** The image type the bytes really are, or null. */
export function sniffImageType(bytes: Uint8Array): string | null {
  const match = SIGNATURES.find(
    ([, sig]) => bytes.length >= sig.length && sig.every((b, i) => b === null || bytes[i] === b),
  );
  return match?.[0] ?? null;
}

/** The form newId('UPL') gives; anything else cannot exist and is not looked up. */
const UPLOAD_ID = /^UPL[0-9a-f]{16}$/;

const UploadResponseSchema = z.object({ imageUrls: z.array(z.string()) }).openapi('UploadImagesResponse');

export function uploadsRoutes(deps: Deps) {
  const router = createRouter();
  const auth = requireUser(deps);
  const db = deps.queries;
  const insert = (on: Queries, id: string, userId: string, mimeType: string, data: Buffer, createdAt: number) =>
    changes(
      on,
      sql`INSERT INTO uploads (id, userId, mimeType, data, createdAt)
        VALUES (${id}, ${userId}, ${mimeType}, ${data}, ${createdAt})`,
    );
  const byId = (id: string) =>
    first(db, sql<{ mimeType: string; data: Buffer }>`SELECT mimeType, data FROM uploads WHERE id = ${id}`);
  const usedSince = async (on: Queries, userId: string, since: number) =>
    (await first(
      on,
      sql<{ files: number; bytes: number; oldest: number | null }>`SELECT COUNT(*) AS files,
        COALESCE(SUM(length(data)), 0) AS bytes, MIN(createdAt) AS oldest
        FROM uploads WHERE userId = ${userId} AND createdAt > ${since}`,
    ))!;
  // An upload is used when a review's mediaUrl or a ticket's attachments (JSON) name it as a string.
  const removeUnused = (on: Queries, before: number) => {
    const named = sql`(${`%"${UPLOAD_PREFIX}`} || uploads.id || ${'"%'})`;
    return changes(
      on,
      sql`DELETE FROM uploads WHERE createdAt < ${before}
        AND NOT EXISTS (SELECT 1 FROM reviews r WHERE ${likeIgnoringCase(on, sql`r.mediaUrl`, named)})
        AND NOT EXISTS (SELECT 1 FROM tickets t WHERE ${likeIgnoringCase(on, sql`t.attachments`, named)})`,
    );
  };

  router.openapi(
    createRoute({
      method: 'post',
      path: '/upload-images',
      tags: ['Uploads'],
      summary: 'Upload review or ticket images (multipart field `images`, 1 to 5 files, 2 MB each)',
      description: `JPEG, PNG, WebP or GIF, checked by content. Answers the paths to use in \`mediaUrl\` of /add-rating.
A user may upload ${UPLOAD_QUOTA.files} files and ${UPLOAD_QUOTA.bytes / 1024 / 1024} MB a day (429 with Retry-After past it);
uploads no review or ticket uses are removed after a day.`,
      security: bearerSecurity,
      middleware: [auth] as const,
      request: {
        body: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  images: {
                    type: 'array',
                    items: { type: 'string', format: 'binary' },
                    minItems: 1,
                    maxItems: MAX_FILES,
                  },
                },
                required: ['images'],
              },
            },
          },
        },
      },
      responses: { 201: ok(UploadResponseSchema, 'Stored'), ...errors(400, 401, 413, 429) },
    }),
    async (c) => {
      let form: Record<string, string | File | (string | File)[]>;
      try {
        form = await c.req.parseBody({ all: true });
      } catch {
        throw refuse('MALFORMED_MULTIPART');
      }
      const field = form.images;
      const entries = field === undefined ? [] : Array.isArray(field) ? field : [field];
      if (entries.length === 0) throw refuse('NO_IMAGES');
      if (entries.length > MAX_FILES) throw refuse('TOO_MANY_IMAGES', { max: MAX_FILES });

      const files: { type: string; data: Buffer }[] = [];
      for (const entry of entries) {
        if (!(entry instanceof File) || !ACCEPTED.has(entry.type)) throw refuse('NOT_AN_IMAGE');
        if (entry.size > MAX_FILE_BYTES) throw refuse('IMAGE_TOO_LARGE');
        const data = Buffer.from(await entry.arrayBuffer());
        const type = sniffImageType(data);
        if (!type) throw refuse('NOT_AN_IMAGE');
        files.push({ type, data });
      }

      const user = c.get('user');
      const now = deps.clock.now();
      const ids = await transaction(db, async (trx) => {
        await removeUnused(trx, now - UNUSED_UPLOAD_MS);
        const today = await usedSince(trx, user.id, now - DAY_MS);
        const bytes = files.reduce((sum, f) => sum + f.data.length, 0);
        if (today.files + files.length > UPLOAD_QUOTA.files || today.bytes + bytes > UPLOAD_QUOTA.bytes) {
          throw new ThrottledError(Math.max(1, Math.ceil(((today.oldest ?? now) + DAY_MS - now) / 1000)));
        }
        const stored: string[] = [];
        for (const { type, data } of files) {
          const id = newId('UPL');
          await insert(trx, id, user.id, type, data, now);
          stored.push(id);
        }
        return stored;
      });
      return c.json({ imageUrls: ids.map(uploadUrl) }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/uploads/{id}',
      tags: ['Uploads'],
      summary: 'An uploaded image (public by its random URL)',
      description: 'Any id that names no stored image, whatever its form or length, answers 404.',
      request: { params: z.object({ id: z.string().openapi({ example: 'UPL0123456789abcdef' }) }) },
      responses: {
        200: {
          description: 'The image bytes',
          content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
        },
        ...errors(404),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const upload = UPLOAD_ID.test(id) ? await byId(id) : undefined;
      if (!upload) throw refuse('IMAGE_NOT_FOUND');
      return c.body(new Uint8Array(upload.data), 200, {
        'Content-Type': upload.mimeType,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, max-age=31536000, immutable',
        'Content-Security-Policy': "default-src 'none'",
      });
    },
  );

  return router;
}
