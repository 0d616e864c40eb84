import { sql } from 'kysely';
import { all } from '../queries.ts';
import { BRAND_WITHOUT_PRODUCTS, STORE_NAMES, TOP_CATEGORIES, type LeafSpec } from './catalogData.ts';
import { DAY, insertAll, pad, productId, rupees, type SeedContext } from './context.ts';

interface Leaf extends LeafSpec {
  id: string;
  topName: string;
  brandIds: string[];
}

const STATE_CODES = ['07', '27', '29', '33', '19', '36', '24', '08', '09', '32'];

function gstNumber(ctx: SeedContext): string {
  const { f } = ctx;
  const letters = () => f.string.alpha({ length: 1, casing: 'upper' });
  const pan = Array.from({ length: 5 }, letters).join('') + f.string.numeric(4) + letters();
  return `${f.helpers.arrayElement(STATE_CODES)}${pan}${f.number.int({ min: 1, max: 9 })}Z${f.string.alphanumeric({ length: 1, casing: 'upper' })}`;
}

/** Categories, brands, brand-less leaves and sellers; returns the leaves products are spread over. */
export async function seedTaxonomy(ctx: SeedContext): Promise<{ leaves: Leaf[]; sellerIds: string[] }> {
  const categories: Record<string, unknown>[] = [];
  const brands: Record<string, unknown>[] = [];
  const leaves: Leaf[] = [];
  let level2 = 200;
  let level3 = 300;
  let brandNo = 1;
  TOP_CATEGORIES.forEach((top, topIndex) => {
    categories.push({
      id: top.id,
      name: top.name,
      parentCategory: top.id,
      categoryIcon: `/images/categories/${top.id}-icon.webp`,
      categoryBanner: `/images/categories/${top.id}-banner.webp`,
      position: topIndex,
    });
    const brandIds = top.brands.map((brandName) => {
      const brandId = `BRD${pad(brandNo++, 3)}`;
      brands.push({
        brandId,
        brandName,
        brandLogo: `/images/brands/${brandId}.webp`,
        createdDate: ctx.now - ctx.f.number.int({ min: 200, max: 2000 }) * DAY,
        topBrand: brandNo % 2 === 0 ? 1 : 0,
      });
      return brandId;
    });
    top.children.forEach((child, childIndex) => {
      const childId = `CAT${level2++}`;
      categories.push({
        id: childId,
        name: child.name,
        parentCategory: top.id,
        categoryIcon: `/images/categories/${childId}-icon.webp`,
        categoryBanner: childIndex % 2 === 0 ? `/images/categories/${childId}-banner.webp` : null,
        position: childIndex,
      });
      child.leaves.forEach((leaf, leafIndex) => {
        const id = `CAT${level3++}`;
        categories.push({
          id,
          name: leaf.name,
          parentCategory: childId,
          categoryIcon: `/images/categories/${id}-icon.webp`,
          categoryBanner: null,
          position: leafIndex,
        });
        leaves.push({ ...leaf, id, topName: top.name, brandIds });
      });
    });
  });
  brands.push({
    ...BRAND_WITHOUT_PRODUCTS,
    brandLogo: `/images/brands/${BRAND_WITHOUT_PRODUCTS.brandId}.webp`,
    createdDate: ctx.now - 30 * DAY,
    topBrand: 1,
  });

  const sellers = STORE_NAMES.map((storename, i) => {
    const sellerId = `SEL${pad(i + 1, 3)}`;
    const [pincode, city] = ctx.f.helpers.arrayElement([
      ['400001', 'Mumbai'],
      ['110001', 'New Delhi'],
      ['560001', 'Bengaluru'],
      ['600001', 'Chennai'],
      ['380001', 'Ahmedabad'],
      ['302001', 'Jaipur'],
    ]);
    return {
      sellerId,
      storename,
      gstNumber: gstNumber(ctx),
      pincode,
      city,
      image: `/images/sellers/${sellerId}.webp`,
      createdDate: ctx.now - ctx.f.number.int({ min: 90, max: 2200 }) * DAY,
      topStore: i < 6 ? 1 : 0,
    };
  });
  await insertAll(ctx.db, 'categories', categories);
  await insertAll(ctx.db, 'brands', brands);
  await insertAll(ctx.db, 'sellers', sellers);
  return { leaves, sellerIds: sellers.map((s) => s.sellerId) };
}

const ORIGIN = ['India', 'India', 'India', 'India', 'Vietnam', 'China', 'Bangladesh'];

function stockFor(ctx: SeedContext): number {
  const roll = ctx.f.number.int({ min: 1, max: 100 });
  if (roll <= 8) return 0;
  if (roll <= 13) return ctx.f.number.int({ min: 1, max: 4 });
  if (roll <= 20) return ctx.f.number.int({ min: 5, max: 9 });
  return ctx.f.number.int({ min: 10, max: 1200 });
}

// The draw that once gave every product a random weight still happens (and is ignored), so that every value drawn
// after it, in this product and all later ones, stays what the tests and screenshots know.
const WEIGHT_DRAW = ['250 g', '500 g', '1 kg', '2 kg', '5 kg'];

/** The weight a product's name states in its pack size ("Kolam Rice 10 kg": "10 kg"); none for "Pack of 6" or "20W". */
const packWeight = (variant: string, _ignoredDraw: string) => (/^\d+(\.\d+)? (g|kg)$/.test(variant) ? variant : '');

function product(ctx: SeedContext, n: number, leaf: Leaf, brandId: string, brandName: string, sellerId: string) {
  const { f, now } = ctx;
  const item = f.helpers.arrayElement(leaf.items);
  const variant = f.helpers.arrayElement(leaf.variants);
  const price = Math.round(f.number.int({ min: leaf.price[0], max: leaf.price[1] }) / 10) * 10 - 1;
  const off = f.helpers.weightedArrayElement([
    { weight: 2, value: 0 },
    { weight: 8, value: f.number.int({ min: 5, max: 45 }) },
  ]);
  const offerPrice = rupees(price * (1 - off / 100));
  const tiers = f.datatype.boolean({ probability: 0.6 })
    ? [
        ['10-49', 0.97],
        ['50-99', 0.94],
        ['100+', 0.9],
      ]
        .slice(0, f.number.int({ min: 2, max: 3 }))
        .map(([range, k]) => ({ range, discountPrice: rupees(offerPrice * (k as number)) }))
    : [];
  const unrated = f.datatype.boolean({ probability: 0.15 });
  const stars = (max: number) => (unrated ? 0 : f.number.int({ min: 0, max }));
  const isNew = f.datatype.boolean({ probability: 0.12 });
  const limited = f.datatype.boolean({ probability: 0.06 });
  const b2bminQty = f.helpers.arrayElement([1, 1, 2, 5, 10, 15]);
  const electronics = leaf.topName === 'Electronics';
  const nonReturnable = leaf.topName === 'Groceries';
  const id = productId(n);
  const name = `${brandName} ${item} ${variant}`;
  return {
    productId: id,
    name,
    description: `${name} from ${brandName}, sourced for retail and wholesale buyers. ${f.helpers.arrayElement(['Packed fresh and sealed for freshness.', "Backed by the seller's quality check.", 'Popular with kirana stores and offices across India.', 'Made for everyday use at home and work.'])}`,
    imageUrls: JSON.stringify([1, 2, 3].map((k) => `/images/products/${id}-${k}.webp`)),
    keyFeatures: JSON.stringify([
      `${item} in ${variant}`,
      `By ${brandName}`,
      f.helpers.arrayElement(['GST invoice available', 'Bulk pricing on larger orders', 'Ships in 2 days']),
      f.helpers.arrayElement([
        'Quality checked',
        nonReturnable ? 'Non-returnable' : 'Easy returns where eligible',
        'Trusted seller',
      ]),
    ]),
    features: JSON.stringify({
      Brand: brandName,
      Type: item,
      Variant: variant,
      'Country of Origin': f.helpers.arrayElement(ORIGIN),
      'Model Number': `${brandName.slice(0, 3).toUpperCase()}-${f.string.numeric(4)}`,
    }),
    price,
    offerPrice,
    sellingPrice: offerPrice,
    discountPercentage: Math.round(((price - offerPrice) / price) * 100),
    stock: stockFor(ctx),
    tirePrice: JSON.stringify(tiers),
    brandId,
    categoryId: leaf.id,
    sellerId,
    oneRating: stars(6),
    twoRating: stars(8),
    threeRating: stars(20),
    fourRating: stars(60),
    fiveRating: stars(90),
    b2bMaxQty: f.helpers.arrayElement([50, 100, 200, 500]),
    b2bminQty,
    b2cMaxQty: f.helpers.arrayElement([5, 10, 10, 20]),
    origin: f.helpers.arrayElement(ORIGIN),
    weight: packWeight(variant, f.helpers.arrayElement(WEIGHT_DRAW)),
    // A seller's stock code, not the marketplace's product id (which shoppers never see).
    skuSet: `${brandName
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase()}-${pad(n, 6)}`,
    tcin: f.string.numeric(8),
    nonReturnableItem: nonReturnable ? 1 : 0,
    freeDelivery: 1,
    branded: 1,
    minimumQuantity: b2bminQty,
    purchaseLimit: 500,
    oneYearWarrenty: electronics ? 1 : 0,
    noWarrenty: electronics ? 0 : 1,
    limitedTimeOffer: limited ? 1 : 0,
    limitedTimeEndDate: limited ? now + f.number.int({ min: 2, max: 7 * 24 }) * 60 * 60 * 1000 : null,
    topDeals: f.datatype.boolean({ probability: 0.08 }) ? 1 : 0,
    newArrivals: isNew ? 1 : 0,
    featured: f.datatype.boolean({ probability: 0.1 }) ? 1 : 0,
    b2b: f.datatype.boolean({ probability: 0.85 }) ? 1 : 0,
    discount: off >= 10 && f.datatype.boolean({ probability: 0.4 }) ? 1 : 0,
    createdAt:
      now -
      (isNew ? f.number.int({ min: 0, max: 20 }) : f.number.int({ min: 31, max: 720 })) * DAY -
      f.number.int({ min: 0, max: DAY }),
  };
}

export type SeedProduct = ReturnType<typeof product>;

/** The products, spread round-robin over the leaves; fixture products get the facts tests rely on. */
export async function seedProducts(ctx: SeedContext, leaves: Leaf[], sellerIds: string[]): Promise<SeedProduct[]> {
  const brands = await all(ctx.db, sql<{ brandId: string; brandName: string }>`SELECT brandId, brandName FROM brands`);
  const brandNames = new Map(brands.map((b) => [b.brandId, b.brandName]));
  const rows: SeedProduct[] = [];
  for (let n = 1; n <= ctx.products; n++) {
    const leaf = leaves[(n - 1) % leaves.length]!;
    const brandId = ctx.f.helpers.arrayElement(leaf.brandIds);
    rows.push(product(ctx, n, leaf, brandId, brandNames.get(brandId)!, ctx.f.helpers.arrayElement(sellerIds)));
  }
  applyFixtures(rows, sellerIds);
  await insertAll(ctx.db, 'products', rows);
  await sql`INSERT INTO product_search (productId, name, brandName)
    SELECT p.productId, p.name, b.brandName FROM products p JOIN brands b ON b.brandId = p.brandId`.execute(ctx.db);
  return rows;
}

function applyFixtures(rows: SeedProduct[], sellerIds: string[]): void {
  const set = (n: number, patch: Partial<SeedProduct>) => Object.assign(rows[n - 1]!, patch);
  for (let n = 1; n <= 25; n++)
    set(n, {
      stock: 120 + n,
      limitedTimeOffer: 0,
      limitedTimeEndDate: null,
      b2cMaxQty: 10,
      b2bminQty: 1,
      minimumQuantity: 1,
    });
  // With its three reviews (seed/orders.ts) 40, 12, 4, 1 and 1 ratings.
  set(1, {
    stock: 250,
    b2cMaxQty: 10,
    b2bminQty: 5,
    minimumQuantity: 5,
    b2bMaxQty: 50,
    tirePrice: JSON.stringify([
      { range: '10-49', discountPrice: rupees(rows[0]!.offerPrice * 0.97) },
      { range: '50-99', discountPrice: rupees(rows[0]!.offerPrice * 0.94) },
    ]),
    fiveRating: 38,
    fourRating: 11,
    threeRating: 4,
    twoRating: 1,
    oneRating: 1,
  });
  // Delivered together in one order, so both come from the same seller.
  set(2, { sellerId: rows[0]!.sellerId });
  set(3, { stock: 0 });
  set(4, { stock: 3 });
  set(5, { stock: 7 });
  set(6, { stock: 100 });
  // The split order's two items come from two different sellers.
  set(24, { sellerId: sellerIds[0]! });
  set(25, { sellerId: sellerIds[1]! });
}
