-- The marketplace's schema on PostgreSQL: schema.sql (SQLite) with PostgreSQL's types, so the same SQL runs on both.
-- Millisecond timestamps and 0/1 flags are BIGINT, prices DOUBLE PRECISION (SQLite's REAL), e-mails CITEXT (SQLite's
-- COLLATE NOCASE). The tables whose SQL orders by SQLite's implicit rowid get an explicit rowid column.
CREATE EXTENSION IF NOT EXISTS citext;


CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE categories (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,            -- '' for the spec's "Unnamed Category" case
  parentCategory TEXT NOT NULL,  -- equals id for a top-level category
  categoryIcon TEXT NOT NULL,
  categoryBanner TEXT,           -- NULL: the storefront shows a default banner
  position BIGINT NOT NULL
);

CREATE TABLE brands (
  brandId TEXT PRIMARY KEY,
  brandName TEXT NOT NULL,
  brandLogo TEXT NOT NULL,
  createdDate BIGINT NOT NULL,
  topBrand BIGINT NOT NULL DEFAULT 0
);

-- Brand page record: order is a JSON list of section names, sections are JSON objects.
CREATE TABLE brand_pages (
  brandId TEXT PRIMARY KEY REFERENCES brands(brandId),
  sectionOrder TEXT NOT NULL,
  bannerSection TEXT NOT NULL,
  gallerySection TEXT NOT NULL,
  videoSection TEXT NOT NULL,
  logo TEXT NOT NULL,
  createdDate BIGINT NOT NULL
);

CREATE TABLE sellers (
  sellerId TEXT PRIMARY KEY,
  storename TEXT NOT NULL,
  gstNumber TEXT NOT NULL,
  pincode TEXT NOT NULL,
  city TEXT NOT NULL,
  image TEXT NOT NULL,
  createdDate BIGINT NOT NULL,
  topStore BIGINT NOT NULL DEFAULT 0
);

CREATE TABLE products (
  productId TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  imageUrls TEXT NOT NULL,        -- JSON string[]
  keyFeatures TEXT NOT NULL,      -- JSON string[]
  features TEXT NOT NULL,         -- JSON {name: value}
  price DOUBLE PRECISION NOT NULL,            -- list price (MRP)
  offerPrice DOUBLE PRECISION NOT NULL,
  sellingPrice DOUBLE PRECISION NOT NULL,
  discountPercentage BIGINT NOT NULL,
  stock BIGINT NOT NULL,
  tirePrice TEXT NOT NULL,        -- JSON [{discountPrice, range}]
  brandId TEXT NOT NULL REFERENCES brands(brandId),
  categoryId TEXT NOT NULL REFERENCES categories(id),
  sellerId TEXT NOT NULL REFERENCES sellers(sellerId),
  oneRating BIGINT NOT NULL DEFAULT 0,
  twoRating BIGINT NOT NULL DEFAULT 0,
  threeRating BIGINT NOT NULL DEFAULT 0,
  fourRating BIGINT NOT NULL DEFAULT 0,
  fiveRating BIGINT NOT NULL DEFAULT 0,
  b2bMaxQty BIGINT NOT NULL,
  b2bminQty BIGINT NOT NULL,
  b2cMaxQty BIGINT NOT NULL,
  origin TEXT NOT NULL,
  weight TEXT NOT NULL,
  skuSet TEXT NOT NULL,
  tcin TEXT NOT NULL,
  nonReturnableItem BIGINT NOT NULL DEFAULT 0,
  freeDelivery BIGINT NOT NULL DEFAULT 1,
  branded BIGINT NOT NULL DEFAULT 1,
  minimumQuantity BIGINT NOT NULL DEFAULT 1,
  purchaseLimit BIGINT NOT NULL,
  oneYearWarrenty BIGINT NOT NULL DEFAULT 0,
  noWarrenty BIGINT NOT NULL DEFAULT 1,
  limitedTimeOffer BIGINT NOT NULL DEFAULT 0,
  limitedTimeEndDate BIGINT,     -- ms; set when limitedTimeOffer
  topDeals BIGINT NOT NULL DEFAULT 0,
  newArrivals BIGINT NOT NULL DEFAULT 0,
  featured BIGINT NOT NULL DEFAULT 0,
  b2b BIGINT NOT NULL DEFAULT 1,
  discount BIGINT NOT NULL DEFAULT 0,  -- 1 when part of a discount campaign
  createdAt BIGINT NOT NULL
);
CREATE INDEX products_category ON products(categoryId);
CREATE INDEX products_brand ON products(brandId);
CREATE INDEX products_seller ON products(sellerId);
CREATE INDEX products_name ON products(lower(name));

-- Substring search over product and brand names (trigram index). Names and brands are written only by the seed,
-- which fills this index once (seed/catalog.ts); no call changes them.
CREATE TABLE product_search (productId TEXT NOT NULL, name TEXT NOT NULL, brandName TEXT NOT NULL);
-- SQLite's `product_search MATCH '"phrase"'` (fts5 trigram): the phrase in the name or the brand name, ignoring
-- ASCII case; postgres.ts writes the MATCH as a call of this function.
CREATE FUNCTION product_search_match(name TEXT, brandName TEXT, query TEXT) RETURNS BOOLEAN
LANGUAGE sql IMMUTABLE AS $$
  SELECT strpos(lower(name), phrase) > 0 OR strpos(lower(brandName), phrase) > 0
  FROM (SELECT lower(replace(substr(query, 2, length(query) - 2), '""', '"')) AS phrase) q
$$;

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  customDocId TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  email CITEXT UNIQUE,
  emailVerified BIGINT NOT NULL DEFAULT 0,
  phone TEXT UNIQUE,              -- as stored by the API: '+91' followed by 10 digits
  passwordHash TEXT,              -- scrypt; NULL for phone- or Google-only accounts
  coin BIGINT NOT NULL DEFAULT 0,
  profileUrl TEXT,
  referralCode TEXT,
  gstNumber TEXT,
  gstUsername TEXT,
  gstVerified BIGINT NOT NULL DEFAULT 0,
  googleSubject TEXT UNIQUE,
  createdAt BIGINT NOT NULL
);

-- Guessing limits (limits.ts): one row per counted event (a code sent, a wrong code, a failed sign-in), by bucket
-- ('send:phone:+91…', 'send-client:203.0.113.9', 'signin:demo@example.com', ...).
CREATE TABLE rate_events (
  rowid BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
  bucket TEXT NOT NULL,
  at BIGINT NOT NULL
);
CREATE INDEX rate_events_bucket ON rate_events(bucket, at);

-- Only a digest of each bearer token is stored, so a copy of the database opens no sessions.
CREATE TABLE sessions (
  tokenDigest TEXT PRIMARY KEY,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expiresAt BIGINT NOT NULL
);

-- Proof that a code for a phone number or GSTIN was confirmed: a single-use token (stored as a digest) that the
-- call claiming the number or GSTIN must present; it is deleted in the claim's transaction.
CREATE TABLE verifications (
  tokenDigest TEXT PRIMARY KEY,
  channel TEXT NOT NULL CHECK (channel IN ('phone', 'gst')),
  target TEXT NOT NULL,
  expiresAt BIGINT NOT NULL
);

-- One-time codes of the sandboxes (phone, GST, e-mail). session is the otpSession / txn handed to the client.
CREATE TABLE otp_codes (
  rowid BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
  session TEXT PRIMARY KEY,
  channel TEXT NOT NULL CHECK (channel IN ('phone', 'gst', 'email')),
  target TEXT NOT NULL,
  code TEXT NOT NULL,
  expiresAt BIGINT NOT NULL,
  usedAt BIGINT,
  failedAttempts BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX otp_codes_target ON otp_codes(channel, target, expiresAt);

-- Everything a sandbox "sent": one-time codes, password reset links, e-mails.
CREATE TABLE outbox (
  id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  channel TEXT NOT NULL,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  code TEXT,
  createdAt BIGINT NOT NULL
);

CREATE TABLE addresses (
  id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,   -- addressIndex is the rank of id within the user's addresses
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  phoneNumber TEXT NOT NULL,
  alternativePhoneNumber TEXT,
  typeOfAddress TEXT NOT NULL DEFAULT 'Home' CHECK (typeOfAddress IN ('Home', 'Office')),
  primaryAddress BIGINT NOT NULL DEFAULT 0,
  houseName TEXT NOT NULL,
  localArea TEXT NOT NULL,
  landMark TEXT,
  pincode TEXT NOT NULL,
  state TEXT NOT NULL,
  country TEXT,
  latitude DOUBLE PRECISION,
  longitude DOUBLE PRECISION
);
CREATE INDEX addresses_user ON addresses(userId);

CREATE TABLE cart_items (
  rowid BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  productId TEXT NOT NULL REFERENCES products(productId),
  quantity BIGINT NOT NULL CHECK (quantity > 0),
  addedAt BIGINT NOT NULL,
  PRIMARY KEY (userId, productId)
);

CREATE TABLE wishlist_items (
  rowid BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  productId TEXT NOT NULL REFERENCES products(productId),
  addedAt BIGINT NOT NULL,
  PRIMARY KEY (userId, productId)
);

CREATE TABLE lists (
  id TEXT PRIMARY KEY,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  listName TEXT NOT NULL,
  createdAt BIGINT NOT NULL
);
CREATE INDEX lists_user ON lists(userId);

CREATE TABLE list_items (
  rowid BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
  listId TEXT NOT NULL REFERENCES lists(id) ON DELETE CASCADE,
  productId TEXT NOT NULL REFERENCES products(productId),
  addedAt BIGINT NOT NULL,
  PRIMARY KEY (listId, productId)
);

-- Provider orders of the payment sandbox (Razorpay's scheme). amount is in paise.
CREATE TABLE payment_orders (
  id TEXT PRIMARY KEY,
  userId TEXT NOT NULL REFERENCES users(id),
  amount BIGINT NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL DEFAULT 'INR',
  status TEXT NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid')),
  paymentId TEXT UNIQUE,
  createdAt BIGINT NOT NULL,
  paidAt BIGINT
);

-- A placed order is one parent order (what /place-order returns) split into one order per seller.
CREATE TABLE orders (
  rowid BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
  id TEXT PRIMARY KEY,
  parentOrderId TEXT NOT NULL,
  userId TEXT NOT NULL REFERENCES users(id),
  sellerId TEXT NOT NULL REFERENCES sellers(sellerId),
  status BIGINT NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 4),
  orderDate BIGINT NOT NULL,
  expectedDeliveryDate BIGINT NOT NULL,
  deliveredDate BIGINT,
  paymentMode TEXT NOT NULL,      -- 'COD' or 'Pre-paid' / 'UPI'
  cod BIGINT NOT NULL,
  creditCoins BIGINT NOT NULL DEFAULT 0,
  coinValue DOUBLE PRECISION NOT NULL DEFAULT 0.1,
  shipTo TEXT NOT NULL,           -- JSON address snapshot
  orderAmount DOUBLE PRECISION NOT NULL,
  razorpayOrderId TEXT REFERENCES payment_orders(id),
  paymentStatus TEXT NOT NULL DEFAULT 'pending' CHECK (paymentStatus IN ('pending', 'paid', 'cod'))
);
CREATE INDEX orders_user ON orders(userId);
CREATE INDEX orders_parent ON orders(parentOrderId);
-- A retried placement with the same key returns the first parent order.
CREATE TABLE order_requests (
  userId TEXT NOT NULL REFERENCES users(id),
  idempotencyKey TEXT NOT NULL,
  requestDigest TEXT NOT NULL,    -- sha256 of the request: the same key with another body is refused
  parentOrderId TEXT NOT NULL,
  PRIMARY KEY (userId, idempotencyKey)
);

CREATE TABLE order_items (
  rowid BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
  orderId TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  productId TEXT NOT NULL REFERENCES products(productId),
  productName TEXT NOT NULL,
  productImage TEXT NOT NULL,
  unitPrice DOUBLE PRECISION NOT NULL,        -- unit price paid (the API's productPrice is unitPrice x quantity)
  listPrice DOUBLE PRECISION NOT NULL,        -- product price (MRP) at order time
  quantity BIGINT NOT NULL CHECK (quantity > 0),
  status BIGINT NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 4),
  productNote TEXT,
  cancellationDate BIGINT,
  cancellationReason TEXT,
  refundMethod TEXT CHECK (refundMethod IN ('original', 'wallet')),
  PRIMARY KEY (orderId, productId)
);

CREATE TABLE reviews (
  id TEXT PRIMARY KEY,
  productId TEXT NOT NULL REFERENCES products(productId),
  userId TEXT NOT NULL REFERENCES users(id),
  rating BIGINT NOT NULL CHECK (rating BETWEEN 1 AND 5),
  review TEXT NOT NULL,
  comment TEXT NOT NULL,
  mediaUrl TEXT NOT NULL DEFAULT '[]',  -- JSON [{type, url}]
  sellerId TEXT NOT NULL,
  brandId TEXT NOT NULL,
  category TEXT NOT NULL,
  reference TEXT NOT NULL,
  createdAt BIGINT NOT NULL,
  UNIQUE (productId, userId)
);
CREATE INDEX reviews_product ON reviews(productId);

CREATE TABLE questions (
  id TEXT PRIMARY KEY,
  productId TEXT NOT NULL REFERENCES products(productId),
  question TEXT NOT NULL,
  customerName TEXT NOT NULL,
  createdAt BIGINT NOT NULL
);
CREATE INDEX questions_product ON questions(productId);
CREATE TABLE answers (
  id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  questionId TEXT NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
  ans TEXT NOT NULL,
  createdAt BIGINT NOT NULL
);

CREATE TABLE seller_ratings (
  id TEXT PRIMARY KEY,
  sellerId TEXT NOT NULL REFERENCES sellers(sellerId),
  userId TEXT NOT NULL REFERENCES users(id),
  customerId TEXT NOT NULL,
  rating DOUBLE PRECISION NOT NULL CHECK (rating BETWEEN 0.5 AND 5),
  review TEXT NOT NULL,
  comment TEXT NOT NULL,
  createdAt BIGINT NOT NULL
);
CREATE INDEX seller_ratings_seller ON seller_ratings(sellerId, createdAt);
CREATE UNIQUE INDEX seller_ratings_one_per_user ON seller_ratings(sellerId, userId);

CREATE TABLE banners (
  id TEXT PRIMARY KEY,
  image TEXT NOT NULL,
  dealType TEXT NOT NULL CHECK (dealType IN ('Category', 'Product')),
  selectedValue TEXT NOT NULL,    -- JSON string[]: category ids or product ids
  position BIGINT NOT NULL
);

CREATE TABLE discounts (
  id TEXT PRIMARY KEY,
  imgUrl TEXT NOT NULL,
  parentCategoryId TEXT NOT NULL REFERENCES categories(id),
  discount BIGINT NOT NULL,      -- "Up to N% OFF"
  position BIGINT NOT NULL
);

-- Deal campaigns: kind 'topDeal' (bannerUrl), 'limitedTime' (images, endDate), 'featuredBrand' and 'topStore'
-- (image plus the brand or seller they promote).
CREATE TABLE deals (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('topDeal', 'limitedTime', 'featuredBrand', 'topStore')),
  title TEXT NOT NULL,
  image TEXT NOT NULL,
  images TEXT NOT NULL DEFAULT '[]',
  brandId TEXT REFERENCES brands(brandId),
  sellerId TEXT REFERENCES sellers(sellerId),
  endDate BIGINT,
  position BIGINT NOT NULL
);

CREATE TABLE faq (
  id TEXT PRIMARY KEY,
  question TEXT NOT NULL,
  answer TEXT NOT NULL,           -- HTML
  position BIGINT NOT NULL
);

CREATE TABLE pincodes (
  pincode TEXT PRIMARY KEY,
  city TEXT NOT NULL,
  state TEXT NOT NULL,
  deliverable BIGINT NOT NULL
);

CREATE TABLE tickets (
  rowid BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
  id TEXT PRIMARY KEY,
  userId TEXT NOT NULL REFERENCES users(id),
  issue TEXT NOT NULL,
  details TEXT NOT NULL,
  subject TEXT NOT NULL,
  departmentName TEXT NOT NULL,
  email TEXT NOT NULL,
  mobileNo TEXT NOT NULL,
  name TEXT NOT NULL,
  orderId TEXT,
  type TEXT NOT NULL,
  attachments TEXT NOT NULL DEFAULT '[]',
  status TEXT NOT NULL DEFAULT 'pending',
  createdAt BIGINT NOT NULL
);

CREATE TABLE uploads (
  id TEXT PRIMARY KEY,
  userId TEXT NOT NULL REFERENCES users(id),
  mimeType TEXT NOT NULL,
  data BYTEA NOT NULL,
  createdAt BIGINT NOT NULL
);

CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
