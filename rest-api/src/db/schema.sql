-- The marketplace's data. Column names follow the REST contract where a column is returned as is.
-- Timestamps are milliseconds since the epoch; the API turns them into {_seconds, _nanoseconds}.
PRAGMA foreign_keys = ON;

CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS categories (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,            -- '' for the storefront's "Unnamed Category" case
  parentCategory TEXT NOT NULL,  -- equals id for a top-level category
  categoryIcon TEXT NOT NULL,
  categoryBanner TEXT,           -- NULL: the storefront shows a default banner
  position INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS brands (
  brandId TEXT PRIMARY KEY,
  brandName TEXT NOT NULL,
  brandLogo TEXT NOT NULL,
  createdDate INTEGER NOT NULL,
  topBrand INTEGER NOT NULL DEFAULT 0
);

-- Brand page record: order is a JSON list of section names, sections are JSON objects.
CREATE TABLE IF NOT EXISTS brand_pages (
  brandId TEXT PRIMARY KEY REFERENCES brands(brandId),
  sectionOrder TEXT NOT NULL,
  bannerSection TEXT NOT NULL,
  gallerySection TEXT NOT NULL,
  videoSection TEXT NOT NULL,
  logo TEXT NOT NULL,
  createdDate INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS sellers (
  sellerId TEXT PRIMARY KEY,
  storename TEXT NOT NULL,
  gstNumber TEXT NOT NULL,
  pincode TEXT NOT NULL,
  city TEXT NOT NULL,
  image TEXT NOT NULL,
  createdDate INTEGER NOT NULL,
  topStore INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS products (
  productId TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  imageUrls TEXT NOT NULL,        -- JSON string[]
  keyFeatures TEXT NOT NULL,      -- JSON string[]
  features TEXT NOT NULL,         -- JSON {name: value}
  price REAL NOT NULL,            -- list price (MRP)
  offerPrice REAL NOT NULL,
  sellingPrice REAL NOT NULL,
  discountPercentage INTEGER NOT NULL,
  stock INTEGER NOT NULL,
  tirePrice TEXT NOT NULL,        -- JSON [{discountPrice, range}]
  brandId TEXT NOT NULL REFERENCES brands(brandId),
  categoryId TEXT NOT NULL REFERENCES categories(id),
  sellerId TEXT NOT NULL REFERENCES sellers(sellerId),
  oneRating INTEGER NOT NULL DEFAULT 0,
  twoRating INTEGER NOT NULL DEFAULT 0,
  threeRating INTEGER NOT NULL DEFAULT 0,
  fourRating INTEGER NOT NULL DEFAULT 0,
  fiveRating INTEGER NOT NULL DEFAULT 0,
  b2bMaxQty INTEGER NOT NULL,
  b2bminQty INTEGER NOT NULL,
  b2cMaxQty INTEGER NOT NULL,
  origin TEXT NOT NULL,
  weight TEXT NOT NULL,
  skuSet TEXT NOT NULL,
  tcin TEXT NOT NULL,
  nonReturnableItem INTEGER NOT NULL DEFAULT 0,
  freeDelivery INTEGER NOT NULL DEFAULT 1,
  branded INTEGER NOT NULL DEFAULT 1,
  minimumQuantity INTEGER NOT NULL DEFAULT 1,
  purchaseLimit INTEGER NOT NULL,
  oneYearWarrenty INTEGER NOT NULL DEFAULT 0,
  noWarrenty INTEGER NOT NULL DEFAULT 1,
  limitedTimeOffer INTEGER NOT NULL DEFAULT 0,
  limitedTimeEndDate INTEGER,     -- ms; set when limitedTimeOffer
  topDeals INTEGER NOT NULL DEFAULT 0,
  newArrivals INTEGER NOT NULL DEFAULT 0,
  featured INTEGER NOT NULL DEFAULT 0,
  b2b INTEGER NOT NULL DEFAULT 1,
  discount INTEGER NOT NULL DEFAULT 0,  -- 1 when part of a discount campaign
  createdAt INTEGER NOT NULL
);
-- A category's sorted pages and facets read from this index alone (routes/catalog.ts); it replaces (categoryId).
DROP INDEX IF EXISTS products_category;
CREATE INDEX IF NOT EXISTS products_category_listing ON products(categoryId, offerPrice, brandId, productId);
CREATE INDEX IF NOT EXISTS products_brand ON products(brandId);
CREATE INDEX IF NOT EXISTS products_seller ON products(sellerId);
CREATE INDEX IF NOT EXISTS products_name ON products(name COLLATE NOCASE);
-- The home page's sections read these instead of scanning every product (34 ms each at 100 000 products): the
-- newest new arrivals (routes/home.ts), and the business products' count and pages (routes/catalog.ts).
CREATE INDEX IF NOT EXISTS products_new_arrivals ON products(createdAt DESC, productId) WHERE newArrivals = 1;
CREATE INDEX IF NOT EXISTS products_b2b ON products(b2b, productId);

-- Substring search over product and brand names (trigram index). Names and brands are written only by the seed,
-- which fills this index once (seed/catalog.ts); no call changes them.
CREATE VIRTUAL TABLE IF NOT EXISTS product_search USING fts5(productId UNINDEXED, name, brandName, tokenize = 'trigram');

CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY,
  customDocId TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  email TEXT UNIQUE COLLATE NOCASE,
  emailVerified INTEGER NOT NULL DEFAULT 0,
  phone TEXT UNIQUE,              -- as stored by the API: '+91' followed by 10 digits
  passwordHash TEXT,              -- scrypt; NULL for phone- or Google-only accounts
  coin INTEGER NOT NULL DEFAULT 0,
  profileUrl TEXT,
  referralCode TEXT,
  gstNumber TEXT,
  gstUsername TEXT,
  gstVerified INTEGER NOT NULL DEFAULT 0,
  googleSubject TEXT UNIQUE,
  createdAt INTEGER NOT NULL
);

-- Guessing limits (limits.ts): one row per counted event (a code sent, a wrong code, a failed sign-in), by bucket
-- ('send:phone:+91…', 'send-client:203.0.113.9', 'signin:demo@example.com', ...).
CREATE TABLE IF NOT EXISTS rate_events (
  bucket TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_events_bucket ON rate_events(bucket, at);

-- Only a digest of each bearer token is stored, so a copy of the database opens no sessions.
CREATE TABLE IF NOT EXISTS sessions (
  tokenDigest TEXT PRIMARY KEY,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expiresAt INTEGER NOT NULL
);

-- Proof that a code for a phone number, GSTIN or new e-mail address was confirmed: a single-use token (stored as a
-- digest) that the call claiming it must present; it is deleted in the claim's transaction.
CREATE TABLE IF NOT EXISTS verifications (
  tokenDigest TEXT PRIMARY KEY,
  channel TEXT NOT NULL CHECK (channel IN ('phone', 'gst', 'email')),
  target TEXT NOT NULL,
  expiresAt INTEGER NOT NULL
);

-- Password reset links: a digest of each e-mailed token, single use (usedAt), valid until expiresAt.
CREATE TABLE IF NOT EXISTS password_resets (
  tokenDigest TEXT PRIMARY KEY,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expiresAt INTEGER NOT NULL,
  usedAt INTEGER
);

-- One-time codes of the sandboxes (phone, GST, e-mail). session is the otpSession / txn handed to the client.
CREATE TABLE IF NOT EXISTS otp_codes (
  session TEXT PRIMARY KEY,
  channel TEXT NOT NULL CHECK (channel IN ('phone', 'gst', 'email')),
  target TEXT NOT NULL,
  code TEXT NOT NULL,
  expiresAt INTEGER NOT NULL,
  usedAt INTEGER,
  failedAttempts INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS otp_codes_target ON otp_codes(channel, target, expiresAt);

-- Everything a sandbox "sent": one-time codes, password reset links, e-mails.
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  channel TEXT NOT NULL,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  code TEXT,
  createdAt INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS addresses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,   -- addressIndex is the rank of id within the user's addresses
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  phoneNumber TEXT NOT NULL,
  alternativePhoneNumber TEXT,
  typeOfAddress TEXT NOT NULL DEFAULT 'Home' CHECK (typeOfAddress IN ('Home', 'Office')),
  primaryAddress INTEGER NOT NULL DEFAULT 0,
  houseName TEXT NOT NULL,
  localArea TEXT NOT NULL,
  landMark TEXT,
  pincode TEXT NOT NULL,
  state TEXT NOT NULL,
  country TEXT,
  latitude REAL,
  longitude REAL
);
CREATE INDEX IF NOT EXISTS addresses_user ON addresses(userId);

CREATE TABLE IF NOT EXISTS cart_items (
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  productId TEXT NOT NULL REFERENCES products(productId),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  addedAt INTEGER NOT NULL,
  PRIMARY KEY (userId, productId)
);

CREATE TABLE IF NOT EXISTS wishlist_items (
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  productId TEXT NOT NULL REFERENCES products(productId),
  addedAt INTEGER NOT NULL,
  PRIMARY KEY (userId, productId)
);

CREATE TABLE IF NOT EXISTS lists (
  id TEXT PRIMARY KEY,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  listName TEXT NOT NULL,
  createdAt INTEGER NOT NULL,
  -- The random token of the list's share link (given on the owner's first read); unique (index in open.ts).
  shareToken TEXT,
  isPrivate INTEGER NOT NULL DEFAULT 0  -- 1: the share link opens for the owner only
);
CREATE INDEX IF NOT EXISTS lists_user ON lists(userId);

CREATE TABLE IF NOT EXISTS list_items (
  listId TEXT NOT NULL REFERENCES lists(id) ON DELETE CASCADE,
  productId TEXT NOT NULL REFERENCES products(productId),
  addedAt INTEGER NOT NULL,
  PRIMARY KEY (listId, productId)
);

-- Provider orders of the payment sandbox (Razorpay's scheme). amount is in paise.
CREATE TABLE IF NOT EXISTS payment_orders (
  id TEXT PRIMARY KEY,
  userId TEXT NOT NULL REFERENCES users(id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL DEFAULT 'INR',
  status TEXT NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid')),
  paymentId TEXT UNIQUE,
  createdAt INTEGER NOT NULL,
  -- status 'paid': the provider captured the payment (the checkout window paid it) at paidAt.
  paidAt INTEGER,
  -- When /verify-payment checked the provider's signature; a pre-paid placement needs it.
  verifiedAt INTEGER,
  -- The provider's refund of the whole payment, when the marketplace gave it back.
  refundId TEXT UNIQUE,
  refundedAt INTEGER
);

-- The marketplace's record of each payment it gave back without an order (placement refused, or abandoned).
CREATE TABLE IF NOT EXISTS payment_refunds (
  refundId TEXT PRIMARY KEY,
  paymentOrderId TEXT NOT NULL UNIQUE REFERENCES payment_orders(id),
  userId TEXT NOT NULL REFERENCES users(id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  reason TEXT NOT NULL,
  createdAt INTEGER NOT NULL
);

-- A placed order is one parent order (what /place-order returns) split into one order per seller.
CREATE TABLE IF NOT EXISTS orders (
  id TEXT PRIMARY KEY,
  parentOrderId TEXT NOT NULL,
  userId TEXT NOT NULL REFERENCES users(id),
  sellerId TEXT NOT NULL REFERENCES sellers(sellerId),
  status INTEGER NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 4),
  orderDate INTEGER NOT NULL,
  expectedDeliveryDate INTEGER NOT NULL,
  deliveredDate INTEGER,
  paymentMode TEXT NOT NULL,      -- 'COD' or 'Pre-paid' / 'UPI'
  cod INTEGER NOT NULL,
  creditCoins INTEGER NOT NULL DEFAULT 0,
  coinValue REAL NOT NULL DEFAULT 0.1,
  shipTo TEXT NOT NULL,           -- JSON address snapshot
  orderAmount REAL NOT NULL,
  razorpayOrderId TEXT REFERENCES payment_orders(id),
  paymentStatus TEXT NOT NULL DEFAULT 'pending' CHECK (paymentStatus IN ('pending', 'paid', 'cod'))
);
CREATE INDEX IF NOT EXISTS orders_user ON orders(userId);
CREATE INDEX IF NOT EXISTS orders_parent ON orders(parentOrderId);
-- A retried placement with the same key returns the first parent order.
CREATE TABLE IF NOT EXISTS order_requests (
  userId TEXT NOT NULL REFERENCES users(id),
  idempotencyKey TEXT NOT NULL,
  requestDigest TEXT NOT NULL,    -- sha256 of the request: the same key with another body is refused
  parentOrderId TEXT NOT NULL,
  PRIMARY KEY (userId, idempotencyKey)
);

CREATE TABLE IF NOT EXISTS order_items (
  orderId TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  productId TEXT NOT NULL REFERENCES products(productId),
  productName TEXT NOT NULL,
  productImage TEXT NOT NULL,
  unitPrice REAL NOT NULL,        -- unit price paid (the API's productPrice is unitPrice x quantity)
  listPrice REAL NOT NULL,        -- product price (MRP) at order time
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  status INTEGER NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 4),
  productNote TEXT,
  cancellationDate INTEGER,
  cancellationReason TEXT,
  refundMethod TEXT CHECK (refundMethod IN ('original', 'wallet')),
  PRIMARY KEY (orderId, productId)
);

-- Each fulfilment step an order line reached (1 shipped, 2 out for delivery, 3 delivered) and when: one row per step,
-- so a retried step writes nothing more.
CREATE TABLE IF NOT EXISTS order_item_events (
  orderId TEXT NOT NULL,
  productId TEXT NOT NULL,
  status INTEGER NOT NULL CHECK (status BETWEEN 1 AND 3),
  reachedAt INTEGER NOT NULL,
  PRIMARY KEY (orderId, productId, status),
  FOREIGN KEY (orderId, productId) REFERENCES order_items(orderId, productId) ON DELETE CASCADE
);

CREATE TABLE IF NOT EXISTS reviews (
  id TEXT PRIMARY KEY,
  productId TEXT NOT NULL REFERENCES products(productId),
  userId TEXT NOT NULL REFERENCES users(id),
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  review TEXT NOT NULL,
  comment TEXT NOT NULL,
  mediaUrl TEXT NOT NULL DEFAULT '[]',  -- JSON [{type, url}]
  sellerId TEXT NOT NULL,
  brandId TEXT NOT NULL,
  category TEXT NOT NULL,
  reference TEXT NOT NULL,
  createdAt INTEGER NOT NULL,
  UNIQUE (productId, userId)
);
CREATE INDEX IF NOT EXISTS reviews_product ON reviews(productId);

CREATE TABLE IF NOT EXISTS questions (
  id TEXT PRIMARY KEY,
  productId TEXT NOT NULL REFERENCES products(productId),
  question TEXT NOT NULL,
  customerName TEXT NOT NULL,
  createdAt INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS questions_product ON questions(productId);
CREATE TABLE IF NOT EXISTS answers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  questionId TEXT NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
  ans TEXT NOT NULL,
  createdAt INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS seller_ratings (
  id TEXT PRIMARY KEY,
  sellerId TEXT NOT NULL REFERENCES sellers(sellerId),
  userId TEXT NOT NULL REFERENCES users(id),
  customerId TEXT NOT NULL,
  rating REAL NOT NULL CHECK (rating BETWEEN 0.5 AND 5),
  review TEXT NOT NULL,
  comment TEXT NOT NULL,
  createdAt INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS seller_ratings_seller ON seller_ratings(sellerId, createdAt);
CREATE UNIQUE INDEX IF NOT EXISTS seller_ratings_one_per_user ON seller_ratings(sellerId, userId);

CREATE TABLE IF NOT EXISTS banners (
  id TEXT PRIMARY KEY,
  image TEXT NOT NULL,
  dealType TEXT NOT NULL CHECK (dealType IN ('Category', 'Product')),
  selectedValue TEXT NOT NULL,    -- JSON string[]: category ids or product ids
  position INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS discounts (
  id TEXT PRIMARY KEY,
  imgUrl TEXT NOT NULL,
  parentCategoryId TEXT NOT NULL REFERENCES categories(id),
  discount INTEGER NOT NULL,      -- "Up to N% OFF"
  position INTEGER NOT NULL
);

-- Deal campaigns: kind 'topDeal' (bannerUrl), 'limitedTime' (images, endDate), 'featuredBrand' and 'topStore'
-- (image plus the brand or seller they promote).
CREATE TABLE IF NOT EXISTS deals (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('topDeal', 'limitedTime', 'featuredBrand', 'topStore')),
  title TEXT NOT NULL,
  image TEXT NOT NULL,
  images TEXT NOT NULL DEFAULT '[]',
  brandId TEXT REFERENCES brands(brandId),
  sellerId TEXT REFERENCES sellers(sellerId),
  endDate INTEGER,
  position INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS faq (
  id TEXT PRIMARY KEY,
  question TEXT NOT NULL,
  answer TEXT NOT NULL,           -- HTML
  position INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS pincodes (
  pincode TEXT PRIMARY KEY,
  city TEXT NOT NULL,
  state TEXT NOT NULL,
  deliverable INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS tickets (
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
  createdAt INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS uploads (
  id TEXT PRIMARY KEY,
  userId TEXT NOT NULL REFERENCES users(id),
  mimeType TEXT NOT NULL,
  data BLOB NOT NULL,
  createdAt INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
