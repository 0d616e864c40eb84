-- The marketplace's schema on PostgreSQL: schema.sql (SQLite) with PostgreSQL's types, so the same SQL runs on both.
-- Millisecond timestamps and 0/1 flags are BIGINT, prices DOUBLE PRECISION (SQLite's REAL), e-mails CITEXT (SQLite's
-- COLLATE NOCASE), text COLLATE "C" (byte order and ASCII-only case folding, as SQLite's BINARY and NOCASE, whatever
-- the database's locale). The tables whose SQL orders by SQLite's implicit rowid get an explicit rowid column.
CREATE EXTENSION IF NOT EXISTS citext;


CREATE TABLE meta (key TEXT COLLATE "C" PRIMARY KEY, value TEXT COLLATE "C" NOT NULL);

CREATE TABLE categories (
  id TEXT COLLATE "C" PRIMARY KEY,
  name TEXT COLLATE "C" NOT NULL,            -- '' for the storefront's "Unnamed Category" case
  parentCategory TEXT COLLATE "C" NOT NULL,  -- equals id for a top-level category
  categoryIcon TEXT COLLATE "C" NOT NULL,
  categoryBanner TEXT COLLATE "C",           -- NULL: the storefront shows a default banner
  position BIGINT NOT NULL
);

CREATE TABLE brands (
  brandId TEXT COLLATE "C" PRIMARY KEY,
  brandName TEXT COLLATE "C" NOT NULL,
  brandLogo TEXT COLLATE "C" NOT NULL,
  createdDate BIGINT NOT NULL,
  topBrand BIGINT NOT NULL DEFAULT 0
);

-- Brand page record: order is a JSON list of section names, sections are JSON objects.
CREATE TABLE brand_pages (
  brandId TEXT COLLATE "C" PRIMARY KEY REFERENCES brands(brandId),
  sectionOrder TEXT COLLATE "C" NOT NULL,
  bannerSection TEXT COLLATE "C" NOT NULL,
  gallerySection TEXT COLLATE "C" NOT NULL,
  videoSection TEXT COLLATE "C" NOT NULL,
  logo TEXT COLLATE "C" NOT NULL,
  createdDate BIGINT NOT NULL
);

CREATE TABLE sellers (
  sellerId TEXT COLLATE "C" PRIMARY KEY,
  storename TEXT COLLATE "C" NOT NULL,
  gstNumber TEXT COLLATE "C" NOT NULL,
  pincode TEXT COLLATE "C" NOT NULL,
  city TEXT COLLATE "C" NOT NULL,
  image TEXT COLLATE "C" NOT NULL,
  createdDate BIGINT NOT NULL,
  topStore BIGINT NOT NULL DEFAULT 0
);

CREATE TABLE products (
  productId TEXT COLLATE "C" PRIMARY KEY,
  name TEXT COLLATE "C" NOT NULL,
  description TEXT COLLATE "C" NOT NULL,
  imageUrls TEXT COLLATE "C" NOT NULL,        -- JSON string[]
  keyFeatures TEXT COLLATE "C" NOT NULL,      -- JSON string[]
  features TEXT COLLATE "C" NOT NULL,         -- JSON {name: value}
  price DOUBLE PRECISION NOT NULL,            -- list price (MRP)
  offerPrice DOUBLE PRECISION NOT NULL,
  sellingPrice DOUBLE PRECISION NOT NULL,
  discountPercentage BIGINT NOT NULL,
  stock BIGINT NOT NULL,
  tirePrice TEXT COLLATE "C" NOT NULL,        -- JSON [{discountPrice, range}]
  brandId TEXT COLLATE "C" NOT NULL REFERENCES brands(brandId),
  categoryId TEXT COLLATE "C" NOT NULL REFERENCES categories(id),
  sellerId TEXT COLLATE "C" NOT NULL REFERENCES sellers(sellerId),
  oneRating BIGINT NOT NULL DEFAULT 0,
  twoRating BIGINT NOT NULL DEFAULT 0,
  threeRating BIGINT NOT NULL DEFAULT 0,
  fourRating BIGINT NOT NULL DEFAULT 0,
  fiveRating BIGINT NOT NULL DEFAULT 0,
  b2bMaxQty BIGINT NOT NULL,
  b2bminQty BIGINT NOT NULL,
  b2cMaxQty BIGINT NOT NULL,
  origin TEXT COLLATE "C" NOT NULL,
  weight TEXT COLLATE "C" NOT NULL,
  skuSet TEXT COLLATE "C" NOT NULL,
  tcin TEXT COLLATE "C" NOT NULL,
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
CREATE TABLE product_search (productId TEXT COLLATE "C" NOT NULL, name TEXT COLLATE "C" NOT NULL, brandName TEXT COLLATE "C" NOT NULL);
-- SQLite's `product_search MATCH '"phrase"'` (fts5 trigram): the phrase in the name or the brand name, ignoring
-- ASCII case; postgres.ts writes the MATCH as a call of this function.
CREATE FUNCTION product_search_match(name TEXT, brandName TEXT, query TEXT) RETURNS BOOLEAN
LANGUAGE sql IMMUTABLE AS $$
  SELECT strpos(lower(name), phrase) > 0 OR strpos(lower(brandName), phrase) > 0
  FROM (SELECT lower(replace(substr(query, 2, length(query) - 2), '""', '"')) AS phrase) q
$$;

CREATE TABLE users (
  id TEXT COLLATE "C" PRIMARY KEY,
  customDocId TEXT COLLATE "C" NOT NULL UNIQUE,
  name TEXT COLLATE "C" NOT NULL,
  email CITEXT COLLATE "C" UNIQUE,
  emailVerified BIGINT NOT NULL DEFAULT 0,
  phone TEXT COLLATE "C" UNIQUE,              -- as stored by the API: '+91' followed by 10 digits
  passwordHash TEXT COLLATE "C",              -- scrypt; NULL for phone- or Google-only accounts
  coin BIGINT NOT NULL DEFAULT 0,
  profileUrl TEXT COLLATE "C",
  referralCode TEXT COLLATE "C",
  gstNumber TEXT COLLATE "C",
  gstUsername TEXT COLLATE "C",
  gstVerified BIGINT NOT NULL DEFAULT 0,
  googleSubject TEXT COLLATE "C" UNIQUE,
  createdAt BIGINT NOT NULL
);

-- Guessing limits (limits.ts): one row per counted event (a code sent, a wrong code, a failed sign-in), by bucket
-- ('send:phone:+91…', 'send-client:203.0.113.9', 'signin:demo@example.com', ...).
CREATE TABLE rate_events (
  rowid BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
  bucket TEXT COLLATE "C" NOT NULL,
  at BIGINT NOT NULL
);
CREATE INDEX rate_events_bucket ON rate_events(bucket, at);

-- Only a digest of each bearer token is stored, so a copy of the database opens no sessions.
CREATE TABLE sessions (
  tokenDigest TEXT COLLATE "C" PRIMARY KEY,
  userId TEXT COLLATE "C" NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expiresAt BIGINT NOT NULL
);

-- Proof that a code for a phone number or GSTIN was confirmed: a single-use token (stored as a digest) that the
-- call claiming the number or GSTIN must present; it is deleted in the claim's transaction.
CREATE TABLE verifications (
  tokenDigest TEXT COLLATE "C" PRIMARY KEY,
  channel TEXT COLLATE "C" NOT NULL CHECK (channel IN ('phone', 'gst')),
  target TEXT COLLATE "C" NOT NULL,
  expiresAt BIGINT NOT NULL
);

-- One-time codes of the sandboxes (phone, GST, e-mail). session is the otpSession / txn handed to the client.
CREATE TABLE otp_codes (
  rowid BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
  session TEXT COLLATE "C" PRIMARY KEY,
  channel TEXT COLLATE "C" NOT NULL CHECK (channel IN ('phone', 'gst', 'email')),
  target TEXT COLLATE "C" NOT NULL,
  code TEXT COLLATE "C" NOT NULL,
  expiresAt BIGINT NOT NULL,
  usedAt BIGINT,
  failedAttempts BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX otp_codes_target ON otp_codes(channel, target, expiresAt);

-- Everything a sandbox "sent": one-time codes, password reset links, e-mails.
CREATE TABLE outbox (
  id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  channel TEXT COLLATE "C" NOT NULL,
  recipient TEXT COLLATE "C" NOT NULL,
  subject TEXT COLLATE "C" NOT NULL,
  body TEXT COLLATE "C" NOT NULL,
  code TEXT COLLATE "C",
  createdAt BIGINT NOT NULL
);

CREATE TABLE addresses (
  id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,   -- addressIndex is the rank of id within the user's addresses
  userId TEXT COLLATE "C" NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT COLLATE "C" NOT NULL,
  phoneNumber TEXT COLLATE "C" NOT NULL,
  alternativePhoneNumber TEXT COLLATE "C",
  typeOfAddress TEXT COLLATE "C" NOT NULL DEFAULT 'Home' CHECK (typeOfAddress IN ('Home', 'Office')),
  primaryAddress BIGINT NOT NULL DEFAULT 0,
  houseName TEXT COLLATE "C" NOT NULL,
  localArea TEXT COLLATE "C" NOT NULL,
  landMark TEXT COLLATE "C",
  pincode TEXT COLLATE "C" NOT NULL,
  state TEXT COLLATE "C" NOT NULL,
  country TEXT COLLATE "C",
  latitude DOUBLE PRECISION,
  longitude DOUBLE PRECISION
);
CREATE INDEX addresses_user ON addresses(userId);

CREATE TABLE cart_items (
  rowid BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
  userId TEXT COLLATE "C" NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  productId TEXT COLLATE "C" NOT NULL REFERENCES products(productId),
  quantity BIGINT NOT NULL CHECK (quantity > 0),
  addedAt BIGINT NOT NULL,
  PRIMARY KEY (userId, productId)
);

CREATE TABLE wishlist_items (
  rowid BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
  userId TEXT COLLATE "C" NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  productId TEXT COLLATE "C" NOT NULL REFERENCES products(productId),
  addedAt BIGINT NOT NULL,
  PRIMARY KEY (userId, productId)
);

CREATE TABLE lists (
  id TEXT COLLATE "C" PRIMARY KEY,
  userId TEXT COLLATE "C" NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  listName TEXT COLLATE "C" NOT NULL,
  createdAt BIGINT NOT NULL
);
CREATE INDEX lists_user ON lists(userId);

CREATE TABLE list_items (
  rowid BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
  listId TEXT COLLATE "C" NOT NULL REFERENCES lists(id) ON DELETE CASCADE,
  productId TEXT COLLATE "C" NOT NULL REFERENCES products(productId),
  addedAt BIGINT NOT NULL,
  PRIMARY KEY (listId, productId)
);

-- Provider orders of the payment sandbox (Razorpay's scheme). amount is in paise.
CREATE TABLE payment_orders (
  id TEXT COLLATE "C" PRIMARY KEY,
  userId TEXT COLLATE "C" NOT NULL REFERENCES users(id),
  amount BIGINT NOT NULL CHECK (amount > 0),
  currency TEXT COLLATE "C" NOT NULL DEFAULT 'INR',
  status TEXT COLLATE "C" NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid')),
  paymentId TEXT COLLATE "C" UNIQUE,
  createdAt BIGINT NOT NULL,
  paidAt BIGINT
);

-- A placed order is one parent order (what /place-order returns) split into one order per seller.
CREATE TABLE orders (
  rowid BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
  id TEXT COLLATE "C" PRIMARY KEY,
  parentOrderId TEXT COLLATE "C" NOT NULL,
  userId TEXT COLLATE "C" NOT NULL REFERENCES users(id),
  sellerId TEXT COLLATE "C" NOT NULL REFERENCES sellers(sellerId),
  status BIGINT NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 4),
  orderDate BIGINT NOT NULL,
  expectedDeliveryDate BIGINT NOT NULL,
  deliveredDate BIGINT,
  paymentMode TEXT COLLATE "C" NOT NULL,      -- 'COD' or 'Pre-paid' / 'UPI'
  cod BIGINT NOT NULL,
  creditCoins BIGINT NOT NULL DEFAULT 0,
  coinValue DOUBLE PRECISION NOT NULL DEFAULT 0.1,
  shipTo TEXT COLLATE "C" NOT NULL,           -- JSON address snapshot
  orderAmount DOUBLE PRECISION NOT NULL,
  razorpayOrderId TEXT COLLATE "C" REFERENCES payment_orders(id),
  paymentStatus TEXT COLLATE "C" NOT NULL DEFAULT 'pending' CHECK (paymentStatus IN ('pending', 'paid', 'cod'))
);
CREATE INDEX orders_user ON orders(userId);
CREATE INDEX orders_parent ON orders(parentOrderId);
-- A retried placement with the same key returns the first parent order.
CREATE TABLE order_requests (
  userId TEXT COLLATE "C" NOT NULL REFERENCES users(id),
  idempotencyKey TEXT COLLATE "C" NOT NULL,
  requestDigest TEXT COLLATE "C" NOT NULL,    -- sha256 of the request: the same key with another body is refused
  parentOrderId TEXT COLLATE "C" NOT NULL,
  PRIMARY KEY (userId, idempotencyKey)
);

CREATE TABLE order_items (
  rowid BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
  orderId TEXT COLLATE "C" NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  productId TEXT COLLATE "C" NOT NULL REFERENCES products(productId),
  productName TEXT COLLATE "C" NOT NULL,
  productImage TEXT COLLATE "C" NOT NULL,
  unitPrice DOUBLE PRECISION NOT NULL,        -- unit price paid (the API's productPrice is unitPrice x quantity)
  listPrice DOUBLE PRECISION NOT NULL,        -- product price (MRP) at order time
  quantity BIGINT NOT NULL CHECK (quantity > 0),
  status BIGINT NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 4),
  productNote TEXT COLLATE "C",
  cancellationDate BIGINT,
  cancellationReason TEXT COLLATE "C",
  refundMethod TEXT COLLATE "C" CHECK (refundMethod IN ('original', 'wallet')),
  PRIMARY KEY (orderId, productId)
);

CREATE TABLE reviews (
  id TEXT COLLATE "C" PRIMARY KEY,
  productId TEXT COLLATE "C" NOT NULL REFERENCES products(productId),
  userId TEXT COLLATE "C" NOT NULL REFERENCES users(id),
  rating BIGINT NOT NULL CHECK (rating BETWEEN 1 AND 5),
  review TEXT COLLATE "C" NOT NULL,
  comment TEXT COLLATE "C" NOT NULL,
  mediaUrl TEXT COLLATE "C" NOT NULL DEFAULT '[]',  -- JSON [{type, url}]
  sellerId TEXT COLLATE "C" NOT NULL,
  brandId TEXT COLLATE "C" NOT NULL,
  category TEXT COLLATE "C" NOT NULL,
  reference TEXT COLLATE "C" NOT NULL,
  createdAt BIGINT NOT NULL,
  UNIQUE (productId, userId)
);
CREATE INDEX reviews_product ON reviews(productId);

CREATE TABLE questions (
  id TEXT COLLATE "C" PRIMARY KEY,
  productId TEXT COLLATE "C" NOT NULL REFERENCES products(productId),
  question TEXT COLLATE "C" NOT NULL,
  customerName TEXT COLLATE "C" NOT NULL,
  createdAt BIGINT NOT NULL
);
CREATE INDEX questions_product ON questions(productId);
CREATE TABLE answers (
  id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  questionId TEXT COLLATE "C" NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
  ans TEXT COLLATE "C" NOT NULL,
  createdAt BIGINT NOT NULL
);

CREATE TABLE seller_ratings (
  id TEXT COLLATE "C" PRIMARY KEY,
  sellerId TEXT COLLATE "C" NOT NULL REFERENCES sellers(sellerId),
  userId TEXT COLLATE "C" NOT NULL REFERENCES users(id),
  customerId TEXT COLLATE "C" NOT NULL,
  rating DOUBLE PRECISION NOT NULL CHECK (rating BETWEEN 0.5 AND 5),
  review TEXT COLLATE "C" NOT NULL,
  comment TEXT COLLATE "C" NOT NULL,
  createdAt BIGINT NOT NULL
);
CREATE INDEX seller_ratings_seller ON seller_ratings(sellerId, createdAt);
CREATE UNIQUE INDEX seller_ratings_one_per_user ON seller_ratings(sellerId, userId);

CREATE TABLE banners (
  id TEXT COLLATE "C" PRIMARY KEY,
  image TEXT COLLATE "C" NOT NULL,
  dealType TEXT COLLATE "C" NOT NULL CHECK (dealType IN ('Category', 'Product')),
  selectedValue TEXT COLLATE "C" NOT NULL,    -- JSON string[]: category ids or product ids
  position BIGINT NOT NULL
);

CREATE TABLE discounts (
  id TEXT COLLATE "C" PRIMARY KEY,
  imgUrl TEXT COLLATE "C" NOT NULL,
  parentCategoryId TEXT COLLATE "C" NOT NULL REFERENCES categories(id),
  discount BIGINT NOT NULL,      -- "Up to N% OFF"
  position BIGINT NOT NULL
);

-- Deal campaigns: kind 'topDeal' (bannerUrl), 'limitedTime' (images, endDate), 'featuredBrand' and 'topStore'
-- (image plus the brand or seller they promote).
CREATE TABLE deals (
  id TEXT COLLATE "C" PRIMARY KEY,
  kind TEXT COLLATE "C" NOT NULL CHECK (kind IN ('topDeal', 'limitedTime', 'featuredBrand', 'topStore')),
  title TEXT COLLATE "C" NOT NULL,
  image TEXT COLLATE "C" NOT NULL,
  images TEXT COLLATE "C" NOT NULL DEFAULT '[]',
  brandId TEXT COLLATE "C" REFERENCES brands(brandId),
  sellerId TEXT COLLATE "C" REFERENCES sellers(sellerId),
  endDate BIGINT,
  position BIGINT NOT NULL
);

CREATE TABLE faq (
  id TEXT COLLATE "C" PRIMARY KEY,
  question TEXT COLLATE "C" NOT NULL,
  answer TEXT COLLATE "C" NOT NULL,           -- HTML
  position BIGINT NOT NULL
);

CREATE TABLE pincodes (
  pincode TEXT COLLATE "C" PRIMARY KEY,
  city TEXT COLLATE "C" NOT NULL,
  state TEXT COLLATE "C" NOT NULL,
  deliverable BIGINT NOT NULL
);

CREATE TABLE tickets (
  rowid BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
  id TEXT COLLATE "C" PRIMARY KEY,
  userId TEXT COLLATE "C" NOT NULL REFERENCES users(id),
  issue TEXT COLLATE "C" NOT NULL,
  details TEXT COLLATE "C" NOT NULL,
  subject TEXT COLLATE "C" NOT NULL,
  departmentName TEXT COLLATE "C" NOT NULL,
  email TEXT COLLATE "C" NOT NULL,
  mobileNo TEXT COLLATE "C" NOT NULL,
  name TEXT COLLATE "C" NOT NULL,
  orderId TEXT COLLATE "C",
  type TEXT COLLATE "C" NOT NULL,
  attachments TEXT COLLATE "C" NOT NULL DEFAULT '[]',
  status TEXT COLLATE "C" NOT NULL DEFAULT 'pending',
  createdAt BIGINT NOT NULL
);

CREATE TABLE uploads (
  id TEXT COLLATE "C" PRIMARY KEY,
  userId TEXT COLLATE "C" NOT NULL REFERENCES users(id),
  mimeType TEXT COLLATE "C" NOT NULL,
  data BYTEA NOT NULL,
  createdAt BIGINT NOT NULL
);

CREATE TABLE settings (
  key TEXT COLLATE "C" PRIMARY KEY,
  value TEXT COLLATE "C" NOT NULL
);
