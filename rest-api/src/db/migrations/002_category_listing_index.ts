import type { Kysely } from 'kysely';

/** A category's sorted pages and facets read from this index alone (routes/catalog.ts); it replaces (categoryId). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('products_category').ifExists().execute();
  await db.schema
    .createIndex('products_category_listing')
    .ifNotExists()
    .on('products')
    .columns(['categoryId', 'offerPrice', 'brandId', 'productId'])
    .execute();
}
