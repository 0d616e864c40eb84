import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { first } from '../../rest-api/src/db/queries.ts';
import { startApi, type ApiResponse, type TestApi } from '../helpers/api.ts';
import { USERS } from '../helpers/fixtures.ts';
import { UNUSED_UPLOAD_MS, UPLOAD_QUOTA } from '../../rest-api/src/routes/uploads.ts';
import { imageForm, PNG_1X1, pngFile } from '../helpers/uploadHelpers.ts';
import { newShopper } from '../helpers/shopper.ts';
import { sessionStarter } from '../../rest-api/src/sessions.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const MB = 1024 * 1024;
const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
/** Leading bytes of each accepted format, padded: the server checks content, not the declared type. */
const SAMPLES = {
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF\0', [1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  webp: bytes(
    'RIFF',
    [26, 0, 0, 0],
    'WEBPVP8L',
    [13, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0],
  ),
};

const file = (data: Uint8Array | string, name: string, type: string) => new File([data as BlobPart], name, { type });
const upload = (form: FormData | object, token?: string) => api.post('/upload-images', form, { token });

/** Asserts a rejected upload: status, exact message, and no uploads row written. */
async function expectRejected(send: () => Promise<ApiResponse>, status: number, message: string) {
  const before = await api.count('uploads');
  const res = await send();
  expect(res).toMatchObject({ status, body: { message } });
  expect(await api.count('uploads')).toBe(before);
}

describe('POST /upload-images', () => {
  it('stores a real PNG and serves it back with its type, nosniff and private caching', async () => {
    const token = await api.signIn();
    const res = await upload(imageForm(pngFile()), token);
    expect(res.status).toBe(201);
    expect(res.body.imageUrls).toHaveLength(1);
    const url: string = res.body.imageUrls[0];
    expect(url).toMatch(/^\/uploads\/[A-Za-z0-9]+$/);
    const row = (await first(
      api.queries,
      sql`SELECT userId, mimeType, data FROM uploads WHERE id = ${url.slice('/uploads/'.length)}`,
    )) as {
      userId: string;
      mimeType: string;
      data: Buffer;
    };
    expect(row).toMatchObject({ userId: USERS.demo.id, mimeType: 'image/png' });
    expect(Buffer.compare(row.data, PNG_1X1)).toBe(0);

    const image = await fetch(api.url + url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toMatch(/private.*immutable/);
    expect(Buffer.compare(Buffer.from(await image.arrayBuffer()), PNG_1X1)).toBe(0);
  });

  it('takes several files at once and stores the type the bytes really are', async () => {
    const token = await api.signIn();
    const res = await upload(
      imageForm(
        file(SAMPLES.jpeg, 'a.jpg', 'image/jpeg'),
        file(SAMPLES.gif, 'b.gif', 'image/gif'),
        file(SAMPLES.webp, 'c.webp', 'image/webp'),
        file(SAMPLES.jpeg, 'really-a-jpeg.png', 'image/png'),
        pngFile(),
      ),
      token,
    );
    expect(res.status).toBe(201);
    expect(res.body.imageUrls).toHaveLength(5);
    expect(new Set(res.body.imageUrls).size).toBe(5);
    const types = await Promise.all(
      res.body.imageUrls.map(
        async (u: string) =>
          (await first(api.queries, sql<{ mimeType: string }>`SELECT mimeType FROM uploads WHERE id = ${u.slice(9)}`))
            ?.mimeType,
      ),
    );
    expect(types).toEqual(['image/jpeg', 'image/gif', 'image/webp', 'image/jpeg', 'image/png']);
  });

  it('rejects a text file renamed .png, a non-image type and an empty file', async () => {
    const token = await api.signIn();
    const message = 'Only image files are allowed';
    await expectRejected(
      () => upload(imageForm(file('just some text', 'notes.png', 'image/png')), token),
      400,
      message,
    );
    await expectRejected(() => upload(imageForm(file(PNG_1X1, 'notes.txt', 'text/plain')), token), 400, message);
    await expectRejected(() => upload(imageForm(file(Buffer.alloc(0), 'empty.png', 'image/png')), token), 400, message);
  });

  it('stores nothing when one file of several is not an image', async () => {
    const token = await api.signIn();
    await expectRejected(
      () => upload(imageForm(pngFile(), file('<svg/>', 'x.gif', 'image/gif')), token),
      400,
      'Only image files are allowed',
    );
  });

  it('rejects a request without files and a text value in the images field', async () => {
    const token = await api.signIn();
    await expectRejected(() => upload(new FormData(), token), 400, 'Please select at least one image');
    await expectRejected(() => upload({ images: ['x.png'] }, token), 400, 'Please select at least one image');
    const form = new FormData();
    form.append('images', 'not-a-file');
    await expectRejected(() => upload(form, token), 400, 'Only image files are allowed');
  });

  it('rejects more than 5 files', async () => {
    const token = await api.signIn();
    const files = Array.from({ length: 6 }, (_, i) => pngFile(`p${i}.png`));
    await expectRejected(() => upload(imageForm(...files), token), 400, 'You can upload at most 5 images');
  });

  it('answers 413 for a file over 2 MB and for an oversized request', async () => {
    const token = await api.signIn();
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(2 * MB + 1 - PNG_1X1.length)]);
    await expectRejected(
      () => upload(imageForm(file(big, 'big.png', 'image/png')), token),
      413,
      'Each image must be at most 2 MB',
    );
    const before = await api.count('uploads');
    const huge = await upload(imageForm(file(Buffer.alloc(11 * MB), 'huge.png', 'image/png')), token);
    expect(huge.status).toBe(413);
    expect(await api.count('uploads')).toBe(before);
  });

  it('accepts a file of exactly 2 MB', async () => {
    const token = await api.signIn();
    const max = Buffer.concat([PNG_1X1, Buffer.alloc(2 * MB - PNG_1X1.length)]);
    expect((await upload(imageForm(file(max, 'max.png', 'image/png')), token)).status).toBe(201);
  });

  it('answers 401 without a token and with an expired one', async () => {
    const token = await api.signIn();
    const before = await api.count('uploads');
    expect((await upload(imageForm(pngFile()))).status).toBe(401);
    api.clock.advance(61 * 60 * 1000);
    expect((await upload(imageForm(pngFile()), token)).status).toBe(401);
    expect(await api.count('uploads')).toBe(before);
  });
});

describe('GET /uploads/{id}', () => {
  it('answers 404 for an unknown image', async () => {
    expect(await api.get('/uploads/UPL0000000000000000')).toMatchObject({
      status: 404,
      body: { message: 'Image not found' },
    });
  });

  it('answers the documented 404 for any id that cannot exist: over-long, odd characters, another prefix', async () => {
    for (const id of ['a'.repeat(65), `UPL${'0'.repeat(2000)}`, 'UPL%20%27--', 'PRD000001', '%00']) {
      expect(await api.get(`/uploads/${id}`), id.slice(0, 20)).toMatchObject({
        status: 404,
        body: { message: 'Image not found' },
      });
    }
  });
});

describe('upload quota and clean-up', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it("refuses a user's uploads past the day's quota with 429 and Retry-After, storing nothing, while others still upload", async () => {
    const { token, id } = await newShopper(api);
    for (let i = 0; i < UPLOAD_QUOTA.files / 5; i++)
      expect((await upload(imageForm(...Array.from({ length: 5 }, () => pngFile())), token)).status).toBe(201);
    const before = await api.count('uploads', sql`userId = ${id}`);
    const refused = await upload(imageForm(pngFile()), token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await api.count('uploads', sql`userId = ${id}`)).toBe(before);
    expect((await upload(imageForm(pngFile()), (await newShopper(api)).token)).status).toBe(201);
    api.clock.advance(DAY + 1);
    try {
      const later = (await sessionStarter(api.deps)(id)).token;
      expect((await upload(imageForm(pngFile()), later)).status, 'a day later the quota is back').toBe(201);
    } finally {
      api.clock.advance(-(DAY + 1));
    }
  });

  it('removes uploads no review or ticket uses once they are a day old, and keeps the used ones', async () => {
    const { token } = await newShopper(api);
    const [unused, used] = (await upload(imageForm(pngFile(), pngFile()), token)).body.imageUrls as string[];
    await sql`UPDATE reviews SET mediaUrl = ${JSON.stringify([{ type: 'image', url: used }])} WHERE id = (SELECT MIN(id) FROM reviews)`.execute(
      api.queries,
    );
    const exists = async (url: string) =>
      (await api.count('uploads', sql`id = ${url.slice('/uploads/'.length)}`)) === 1;
    api.clock.advance(UNUSED_UPLOAD_MS + 1);
    try {
      expect((await upload(imageForm(pngFile()), (await newShopper(api)).token)).status).toBe(201);
      expect(await exists(unused!)).toBe(false);
      expect(await exists(used!)).toBe(true);
    } finally {
      api.clock.advance(-(UNUSED_UPLOAD_MS + 1));
    }
  });
});
