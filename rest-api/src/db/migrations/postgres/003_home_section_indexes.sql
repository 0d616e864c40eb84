-- The home page's sections read these instead of scanning every product: the newest new arrivals
-- (routes/home.ts), and the business products' count and pages (routes/catalog.ts).
CREATE INDEX products_new_arrivals ON products(createdAt DESC, productId) WHERE newArrivals = 1;
CREATE INDEX products_b2b ON products(b2b, productId);
