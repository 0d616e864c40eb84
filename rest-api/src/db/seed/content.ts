import { sql } from 'kysely';
import { all } from '../queries.ts';
import { FAQ, PINCODES } from './catalogData.ts';
import { DAY, insertAll, pad, type SeedContext } from './context.ts';
import type { SeedProduct } from './catalog.ts';

const HOUR = 60 * 60 * 1000;
const SECTIONS = ['productSection', 'gallerySection', 'bannerSection', 'videoSection'];

/** Home banners, discounts, deal campaigns, brand pages, FAQ, pincodes and settings. */
export async function seedContent(ctx: SeedContext, products: SeedProduct[]): Promise<void> {
  const { db, f, now } = ctx;
  const tops = await all(
    db,
    sql<{
      id: string;
      name: string;
    }>`SELECT c.id, c.name FROM categories c WHERE c.parentCategory = c.id AND EXISTS (SELECT 1 FROM products p JOIN categories l ON l.id = p.categoryId JOIN categories m ON m.id = l.parentCategory WHERE m.parentCategory = c.id) ORDER BY c.position`,
  );
  const named = tops.filter((t) => t.name);
  const brandNames = new Map(
    (
      await all(
        db,
        sql<{ brandId: string; brandName: string }>`SELECT brandId, brandName FROM brands
          WHERE brandId IN (SELECT brandId FROM products) ORDER BY brandId`,
      )
    ).map((b) => [b.brandId, b.brandName]),
  );
  const brands = [...brandNames.keys()];
  const topStores = (
    await all(db, sql<{ sellerId: string }>`SELECT sellerId FROM sellers WHERE topStore = 1 ORDER BY sellerId`)
  ).map((s) => s.sellerId);

  await insertAll(
    db,
    'banners',
    [0, 1, 2, 3, 4, 5].map((i) => {
      const id = `BNR${pad(i + 1, 3)}`;
      const category = i % 2 === 0;
      return {
        id,
        image: `/images/banners/${id}.webp`,
        dealType: category ? 'Category' : 'Product',
        selectedValue: JSON.stringify([category ? named[(i / 2) % named.length]!.id : products[10 + i]!.productId]),
        position: i,
      };
    }),
  );

  await insertAll(
    db,
    'discounts',
    named.map((t, i) => ({
      id: `DSC${pad(i + 1, 3)}`,
      imgUrl: `/images/discounts/DSC${pad(i + 1, 3)}.webp`,
      parentCategoryId: t.id,
      discount: [10, 15, 20, 25, 30, 40, 50][i % 7]!,
      position: i,
    })),
  );

  const deals: Record<string, unknown>[] = [];
  const deal = (kind: string, title: string, extra: Record<string, unknown> = {}) => {
    const id = `DEAL${pad(deals.length + 1, 3)}`;
    deals.push({
      id,
      kind,
      title,
      image: `/images/deals/${id}.webp`,
      images: '[]',
      brandId: null,
      sellerId: null,
      endDate: null,
      position: deals.length,
      ...extra,
    });
    return id;
  };
  ['Top Deals of the Week', 'Bulk Buy Bonanza', 'Festive Savings'].forEach((title) => deal('topDeal', title));
  ['Lightning Deals', 'Midnight Sale', 'Weekend Flash Sale'].forEach((title, i) => {
    const id = `DEAL${pad(deals.length + 1, 3)}`;
    deal('limitedTime', title, {
      images: JSON.stringify([1, 2].map((k) => `/images/deals/${id}-${k}.webp`)),
      endDate: now + (i + 1) * 26 * HOUR,
    });
  });
  brands.slice(0, 4).forEach((brandId) => deal('featuredBrand', 'Featured Brand', { brandId }));
  topStores.slice(0, 4).forEach((sellerId) => deal('topStore', 'Top Store', { sellerId }));
  await insertAll(db, 'deals', deals);

  await insertAll(
    db,
    'brand_pages',
    brands.map((brandId) => {
      const brandName = brandNames.get(brandId)!;
      // Videos would have to come from the internet; brand pages here carry none, so the video section is left out.
      return {
        brandId,
        sectionOrder: JSON.stringify(f.helpers.shuffle(SECTIONS.filter((s) => s !== 'videoSection'))),
        bannerSection: JSON.stringify({
          imageUrl: `/images/brands/${brandId}-banner.webp`,
          title: `${brandName}: ${f.helpers.arrayElement(['quality you can count on', 'made in India', 'trusted by businesses', 'everyday essentials'])}`,
        }),
        gallerySection: JSON.stringify({
          Title: `The ${brandName} story`,
          Description: `${brandName} supplies retailers and businesses across India with ${f.helpers.arrayElement(['carefully sourced', 'affordable', 'reliable', 'thoughtfully designed'])} products.`,
          imageUrl: `/images/brands/${brandId}-gallery.webp`,
        }),
        videoSection: JSON.stringify({ link: '' }),
        logo: `/images/brands/${brandId}.webp`,
        createdDate: now - f.number.int({ min: 60, max: 900 }) * DAY,
      };
    }),
  );

  await insertAll(
    db,
    'faq',
    FAQ.map(([question, answer], i) => ({ id: `FAQ${pad(i + 1, 3)}`, question, answer, position: i })),
  );
  await insertAll(
    db,
    'pincodes',
    PINCODES.map(([pincode, city, state, deliverable]) => ({ pincode, city, state, deliverable: deliverable ? 1 : 0 })),
  );
  await insertAll(db, 'settings', [
    { key: 'coinValue', value: '0.1' },
    { key: 'coinPercentage', value: '10' },
  ]);
}
