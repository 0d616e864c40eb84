import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type RawBuilder } from 'kysely';
import { all, first } from '../../rest-api/src/db/queries.ts';
import { escapeXml, renderSvg, wrapText } from '../../rest-api/src/images/svg.ts';
import { startApi, type TestApi } from '../helpers/api.ts';
import { BRANDS, CATEGORIES, PRODUCTS, SELLERS, USERS } from '../helpers/fixtures.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const lookup = async (query: RawBuilder<Record<string, string>>) =>
  Object.values((await first(api.queries, query))!)[0]!;
const title = (svg: string) => /<title>(.*)<\/title>/.exec(svg)?.[1];

describe('GET /images/{kind}/{file}', () => {
  it('serves a product image as a cacheable SVG labelled with the product name', async () => {
    const res = await api.get<string>(`/images/products/${PRODUCTS.inStock}-1.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    const name = await lookup(sql`SELECT name FROM products WHERE productId = ${PRODUCTS.inStock}`);
    expect(title(res.body)).toBe(escapeXml(name));
  });

  it('gives the same bytes and ETag on every call, and 304 for a matching If-None-Match', async () => {
    const path = `/images/products/${PRODUCTS.inStock}-2.svg`;
    const [a, b] = [await api.get<string>(path), await api.get<string>(path)];
    expect(b.body).toBe(a.body);
    expect(b.headers.get('etag')).toBe(a.headers.get('etag'));
    const cached = await fetch(api.url + path, { headers: { 'if-none-match': a.headers.get('etag')! } });
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe('');
  });

  it('serves the same picture as WebP by the extension, cacheable, with an ETag of its own and 304 on a match', async () => {
    const path = `/images/products/${PRODUCTS.inStock}-1.webp`;
    const res = await fetch(api.url + path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([bytes.subarray(0, 4).toString('latin1'), bytes.subarray(8, 12).toString('latin1')]).toEqual([
      'RIFF',
      'WEBP',
    ]);
    const etag = res.headers.get('etag')!;
    expect(etag).not.toBe((await api.get(path.replace('.webp', '.svg'))).headers.get('etag'));
    const again = Buffer.from(await (await fetch(api.url + path)).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
    expect((await fetch(api.url + path, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('draws a different variant per product image number and per product', async () => {
    const bodies = await Promise.all(
      [`${PRODUCTS.inStock}-1`, `${PRODUCTS.inStock}-2`, `${PRODUCTS.inStock}-3`, `${PRODUCTS.neverBought}-1`].map(
        async (file) => (await api.get<string>(`/images/products/${file}.svg`)).body,
      ),
    );
    expect(new Set(bodies).size).toBe(4);
  });

  it.each([
    ['categories', `${CATEGORIES.groceries}-icon.svg`, 'Groceries'],
    ['categories', `${CATEGORIES.groceries}-banner.svg`, 'Groceries'],
    ['categories', `${CATEGORIES.clearance}-icon.svg`, 'Clearance &#38; Surplus'],
  ])('labels %s/%s with the category name', async (kind, file, label) => {
    const res = await api.get<string>(`/images/${kind}/${file}`);
    expect(res.status).toBe(200);
    expect(title(res.body)).toBe(label);
  });

  it('labels a category without a name "Unnamed Category", as the storefront reads it', async () => {
    await sql`UPDATE categories SET name = '' WHERE id = ${CATEGORIES.clearance}`.execute(api.queries);
    try {
      expect(title((await api.get<string>(`/images/categories/${CATEGORIES.clearance}-icon.svg`)).body)).toBe(
        'Unnamed Category',
      );
    } finally {
      await sql`UPDATE categories SET name = 'Clearance & Surplus' WHERE id = ${CATEGORIES.clearance}`.execute(
        api.queries,
      );
    }
  });

  it('labels brand, seller and deal images with their names', async () => {
    const brandName = escapeXml(await lookup(sql`SELECT brandName FROM brands WHERE brandId = ${BRANDS.withProducts}`));
    for (const file of [
      `${BRANDS.withProducts}.svg`,
      `${BRANDS.withProducts}-banner.svg`,
      `${BRANDS.withProducts}-gallery.svg`,
    ]) {
      expect(title((await api.get<string>(`/images/brands/${file}`)).body)).toBe(brandName);
    }
    const storename = escapeXml(
      await lookup(sql`SELECT storename FROM sellers WHERE sellerId = ${SELLERS.withRatings}`),
    );
    expect(title((await api.get<string>(`/images/sellers/${SELLERS.withRatings}.svg`)).body)).toBe(storename);
    expect(title((await api.get<string>(`/images/stores/${SELLERS.withRatings}.svg`)).body)).toBe(storename);
    const deal = (await first(
      api.queries,
      sql`SELECT id, title FROM deals WHERE kind = 'limitedTime' ORDER BY id LIMIT 1`,
    )) as {
      id: string;
      title: string;
    };
    expect(title((await api.get<string>(`/images/deals/${deal.id}-2.svg`)).body)).toBe(escapeXml(deal.title));
  });

  it('serves every image path the seed stores, each a WebP (a raster image costs the browser no document of its own)', async () => {
    const paths = [
      ...(
        (await all(
          api.queries,
          sql`SELECT image AS p FROM banners UNION ALL SELECT imgUrl FROM discounts UNION ALL SELECT image FROM deals
        UNION ALL SELECT categoryIcon FROM categories UNION ALL SELECT categoryBanner FROM categories WHERE categoryBanner IS NOT NULL
        UNION ALL SELECT brandLogo FROM brands UNION ALL SELECT image FROM sellers UNION ALL SELECT profileUrl FROM users WHERE profileUrl IS NOT NULL`,
        )) as { p: string }[]
      ).map((r) => r.p),
      ...((await all(api.queries, sql`SELECT imageUrls FROM products LIMIT 20`)) as { imageUrls: string }[]).flatMap(
        (r) => JSON.parse(r.imageUrls) as string[],
      ),
    ];
    for (const path of new Set(paths)) {
      expect(path).toMatch(/\.webp$/);
      const res = await fetch(api.url + path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('never puts a user name or id on an avatar', async () => {
    const res = await api.get<string>(`/images/users/${USERS.demo.id}.svg`);
    expect(res.status).toBe(200);
    expect(res.body).not.toContain(USERS.demo.name);
    expect(res.body).not.toContain(USERS.demo.id);
    expect(res.body).not.toContain('<text');
    expect(res.body).toContain('aria-hidden="true"');
  });

  it('draws an unknown but well-formed id without any text', async () => {
    const res = await api.get<string>('/images/products/PRD999999-1.svg');
    expect(res.status).toBe(200);
    expect(res.body).not.toContain('PRD999999');
    expect(res.body).not.toContain('<text');
  });

  it('draws no internal id or file name on any image the seed stores', async () => {
    const banner = (await first(api.queries, sql`SELECT id, image FROM banners ORDER BY id LIMIT 1`)) as {
      id: string;
      image: string;
    };
    const product = (await api.get<string>(`/images/products/${PRODUCTS.inStock}-1.svg`)).body;
    expect(product).not.toContain(PRODUCTS.inStock);
    const bannerSource = banner.image.replace(/\.webp$/, '.svg');
    expect((await api.get<string>(bannerSource)).body).not.toMatch(new RegExp(`${banner.id}|BNR\\d`));
  });

  it.each([
    '/images/products/PRD000001.svg',
    '/images/products/PRD000001-1.png',
    '/images/products/foo.svg',
    '/images/products/CAT125-icon.svg',
    '/images/categories/CAT125.svg',
    '/images/brands/BRD001-logo.svg',
    '/images/unknown/PRD000001-1.svg',
    '/images/__proto__/PRD000001-1.svg',
    '/images/users/..%2Fsecret.svg',
  ])('answers 404 for %s', async (path) => {
    const res = await api.get(path);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Image not found', code: 'IMAGE_NOT_FOUND' });
  });
});

describe('renderSvg', () => {
  it('escapes the label so it cannot break out of the markup', () => {
    const svg = renderSvg({
      id: 'X',
      label: `<script>alert("x")</script> & 'more'`,
      width: 300,
      height: 300,
      variant: 0,
    });
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&#60;script&#62;alert(&#34;x&#34;)');
    expect(svg).toContain('&#38; &#39;more&#39;');
  });

  it('wraps long labels into a few lines ending with an ellipsis', () => {
    expect(wrapText('Premium Basmati Rice Extra Long Grain Aged Two Years', 12, 2)).toEqual([
      'Premium',
      'Basmati Ric…',
    ]);
    expect(wrapText('Supercalifragilistic', 8, 2)).toEqual(['Superca…']);
    expect(wrapText('Rice 5 kg', 20, 3)).toEqual(['Rice 5 kg']);
  });
});
