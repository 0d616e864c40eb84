import { z } from '@hono/zod-openapi';
import type { Db } from '../db/open.ts';

export const CategorySchema = z
  .object({
    id: z.string(),
    name: z.string().describe('Empty for an unnamed category'),
    parentCategory: z.string().describe('Parent category id; equals id for a top-level category'),
    categoryIcon: z.string(),
    categoryBanner: z.string().nullable().describe('null: the storefront shows its default banner'),
    products: z
      .array(z.string())
      .optional()
      .describe(
        'Ids of every product in this category or any of its descendants, in productId order (a product belongs ' +
          "to every category of its categoryIds chain): a top-level category lists all of its tree's products. " +
          'Absent with counts=true',
      ),
    productCount: z
      .number()
      .int()
      .optional()
      .describe('Extension of the reference API, present only with counts=true: the number of ids products would list'),
  })
  .openapi('Category');

type CategoryRow = Omit<Category, 'products'>;

/** A category as the reader holds it: always with its products (counts=true answers count them instead). */
export type Category = Omit<z.infer<typeof CategorySchema>, 'products' | 'productCount'> & { products: string[] };

/** `category` as an answer with counts=true carries it: its product count in place of its ids. */
export const counted = ({ products, ...category }: Category) => ({ ...category, productCount: products.length });

/** Reads the category tree with the products of each subtree (a few hundred categories). */
export function createCategoryReader(db: Db) {
  const allRows = db.prepare<[], CategoryRow>(
    `SELECT id, name, parentCategory, categoryIcon, categoryBanner FROM categories ORDER BY position, id`,
  );
  const placements = db
    .prepare<[], [string, string]>(`SELECT productId, categoryId FROM products ORDER BY productId`)
    .raw();

  function build(): { list: Category[]; byId: Map<string, Category>; subtrees: Map<string, string[]> } {
    const rows = allRows.all();
    const parentOf = new Map(rows.map((r) => [r.id, r.parentCategory]));
    const byId = new Map(rows.map((r) => [r.id, { ...r, products: [] as string[] }]));
    /** The category and its ancestors; a visited set keeps a malformed (cyclic) tree finite. */
    const chains = new Map<string, Category[]>();
    const chainOf = (categoryId: string) => {
      let chain = chains.get(categoryId);
      if (chain) return chain;
      const seen = new Set<string>();
      for (let id: string | undefined = categoryId; id !== undefined && !seen.has(id); id = parentOf.get(id))
        seen.add(id);
      chain = [...seen].flatMap((id) => byId.get(id) ?? []);
      chains.set(categoryId, chain);
      return chain;
    };
    // Walking the products in productId order keeps every list sorted without a sort.
    for (const [productId, categoryId] of placements.iterate())
      for (const category of chainOf(categoryId)) category.products.push(productId);
    const subtrees = new Map(rows.map((r) => [r.id, [] as string[]]));
    for (const { id } of rows) for (const category of chainOf(id)) subtrees.get(category.id)!.push(id);
    return { list: [...byId.values()], byId, subtrees };
  }

  // The tree and product placement are written only by the seed (no call changes them), so it is built once.
  let tree: ReturnType<typeof build> | undefined;
  const get = () => (tree ??= build());

  return {
    /** Every category in position order with the products of its subtree. */
    all: (): Category[] => get().list,
    one: (id: string): Category | undefined => get().byId.get(id),
    /** The ids of the category and of every category below it. */
    subtree: (id: string): string[] => get().subtrees.get(id) ?? [],
  };
}
