-- A category's sorted pages and facets read from this index alone (routes/catalog.ts); it replaces (categoryId).
DROP INDEX IF EXISTS products_category;
CREATE INDEX products_category_listing ON products(categoryId, offerPrice, brandId, productId);
