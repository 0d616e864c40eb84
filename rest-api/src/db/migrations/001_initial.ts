// The marketplace's data as it first shipped. Column names follow the REST contract where a column is returned as is;
// timestamps are milliseconds since the epoch (the API turns them into {_seconds, _nanoseconds}). Every table and
// index is created only when missing: a database made before these migrations (SQLite's schema.sql, PostgreSQL's
// numbered files) already has them, and the migrations after this one bring it up to date.
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { columnTypes, required, withAutoId, withRowid } from '../columns.ts';
import { isPostgres } from '../dialects.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const { text, integer, real, blob, email } = columnTypes(db);
  const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
  const one = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(1);
  const key = (c: ColumnDefinitionBuilder) => c.primaryKey();
  const table = (name: string) => db.schema.createTable(name).ifNotExists();
  const index = (name: string) => db.schema.createIndex(name).ifNotExists();

  if (isPostgres(db)) await sql`CREATE EXTENSION IF NOT EXISTS citext`.execute(db);

  await table('meta').addColumn('key', text, key).addColumn('value', text, required).execute();

  await table('categories')
    .addColumn('id', text, key)
    .addColumn('name', text, required) // '' for the storefront's "Unnamed Category" case
    .addColumn('parentCategory', text, required) // equals id for a top-level category
    .addColumn('categoryIcon', text, required)
    .addColumn('categoryBanner', text) // NULL: the storefront shows a default banner
    .addColumn('position', integer, required)
    .execute();

  await table('brands')
    .addColumn('brandId', text, key)
    .addColumn('brandName', text, required)
    .addColumn('brandLogo', text, required)
    .addColumn('createdDate', integer, required)
    .addColumn('topBrand', integer, zero)
    .execute();

  // Brand page record: sectionOrder is a JSON list of section names, sections are JSON objects.
  await table('brand_pages')
    .addColumn('brandId', text, (c) => c.primaryKey().references('brands.brandId'))
    .addColumn('sectionOrder', text, required)
    .addColumn('bannerSection', text, required)
    .addColumn('gallerySection', text, required)
    .addColumn('videoSection', text, required)
    .addColumn('logo', text, required)
    .addColumn('createdDate', integer, required)
    .execute();

  await table('sellers')
    .addColumn('sellerId', text, key)
    .addColumn('storename', text, required)
    .addColumn('gstNumber', text, required)
    .addColumn('pincode', text, required)
    .addColumn('city', text, required)
    .addColumn('image', text, required)
    .addColumn('createdDate', integer, required)
    .addColumn('topStore', integer, zero)
    .execute();

  await table('products')
    .addColumn('productId', text, key)
    .addColumn('name', text, required)
    .addColumn('description', text, required)
    .addColumn('imageUrls', text, required) // JSON string[]
    .addColumn('keyFeatures', text, required) // JSON string[]
    .addColumn('features', text, required) // JSON {name: value}
    .addColumn('price', real, required) // list price (MRP)
    .addColumn('offerPrice', real, required)
    .addColumn('sellingPrice', real, required)
    .addColumn('discountPercentage', integer, required)
    .addColumn('stock', integer, required)
    .addColumn('tirePrice', text, required) // JSON [{discountPrice, range}]
    .addColumn('brandId', text, (c) => c.notNull().references('brands.brandId'))
    .addColumn('categoryId', text, (c) => c.notNull().references('categories.id'))
    .addColumn('sellerId', text, (c) => c.notNull().references('sellers.sellerId'))
    .addColumn('oneRating', integer, zero)
    .addColumn('twoRating', integer, zero)
    .addColumn('threeRating', integer, zero)
    .addColumn('fourRating', integer, zero)
    .addColumn('fiveRating', integer, zero)
    .addColumn('b2bMaxQty', integer, required)
    .addColumn('b2bminQty', integer, required)
    .addColumn('b2cMaxQty', integer, required)
    .addColumn('origin', text, required)
    .addColumn('weight', text, required)
    .addColumn('skuSet', text, required)
    .addColumn('tcin', text, required)
    .addColumn('nonReturnableItem', integer, zero)
    .addColumn('freeDelivery', integer, one)
    .addColumn('branded', integer, one)
    .addColumn('minimumQuantity', integer, one)
    .addColumn('purchaseLimit', integer, required)
    .addColumn('oneYearWarrenty', integer, zero)
    .addColumn('noWarrenty', integer, one)
    .addColumn('limitedTimeOffer', integer, zero)
    .addColumn('limitedTimeEndDate', integer) // ms; set when limitedTimeOffer
    .addColumn('topDeals', integer, zero)
    .addColumn('newArrivals', integer, zero)
    .addColumn('featured', integer, zero)
    .addColumn('b2b', integer, one)
    .addColumn('discount', integer, zero) // 1 when part of a discount campaign
    .addColumn('createdAt', integer, required)
    .execute();
  await index('products_brand').on('products').column('brandId').execute();
  await index('products_seller').on('products').column('sellerId').execute();
  // Sorting by name ignoring ASCII case (dialects.ts's ignoringCase).
  await index('products_name')
    .on('products')
    .expression(isPostgres(db) ? sql`lower(name)` : sql`name COLLATE NOCASE`)
    .execute();

  // Substring search over product and brand names. Names and brands are written only by the seed, which fills this
  // table once (seed/catalog.ts); no call changes them.
  if (isPostgres(db)) {
    await table('product_search')
      .addColumn('productId', text, required)
      .addColumn('name', text, required)
      .addColumn('brandName', text, required)
      .execute();
    // SQLite's `product_search MATCH '"phrase"'` (fts5 trigram): the phrase in the name or the brand name, ignoring
    // ASCII case; dialects.ts writes the MATCH as a call of this function.
    await sql`CREATE OR REPLACE FUNCTION product_search_match(name TEXT, brandName TEXT, query TEXT) RETURNS BOOLEAN
      LANGUAGE sql IMMUTABLE AS $$
        SELECT strpos(lower(name), phrase) > 0 OR strpos(lower(brandName), phrase) > 0
        FROM (SELECT lower(replace(substr(query, 2, length(query) - 2), '""', '"')) AS phrase) q
      $$`.execute(db);
  } else {
    await sql`CREATE VIRTUAL TABLE IF NOT EXISTS product_search
      USING fts5(productId UNINDEXED, name, brandName, tokenize = 'trigram')`.execute(db);
  }

  await table('users')
    .addColumn('id', text, key)
    .addColumn('customDocId', text, (c) => c.notNull().unique())
    .addColumn('name', text, required)
    .addColumn('email', email, (c) => c.unique())
    .addColumn('emailVerified', integer, zero)
    .addColumn('phone', text, (c) => c.unique()) // as stored by the API: '+91' followed by 10 digits
    .addColumn('passwordHash', text) // scrypt; NULL for phone- or Google-only accounts
    .addColumn('coin', integer, zero)
    .addColumn('profileUrl', text)
    .addColumn('referralCode', text)
    .addColumn('gstNumber', text)
    .addColumn('gstUsername', text)
    .addColumn('gstVerified', integer, zero)
    .addColumn('googleSubject', text, (c) => c.unique())
    .addColumn('createdAt', integer, required)
    .execute();

  // Guessing limits (limits.ts): one row per counted event (a code sent, a wrong code, a failed sign-in), by bucket
  // ('send:phone:+91…', 'send-client:203.0.113.9', 'signin:demo@example.com', ...).
  await table('rate_events')
    .$call(withRowid(db))
    .addColumn('bucket', text, required)
    .addColumn('at', integer, required)
    .execute();
  await index('rate_events_bucket').on('rate_events').columns(['bucket', 'at']).execute();

  // Only a digest of each bearer token is stored, so a copy of the database opens no sessions.
  await table('sessions')
    .addColumn('tokenDigest', text, key)
    .addColumn('userId', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expiresAt', integer, required)
    .execute();

  // Proof that a code for a phone number or GSTIN was confirmed: a single-use token (stored as a digest) that the
  // call claiming it must present; it is deleted in the claim's transaction.
  await table('verifications')
    .addColumn('tokenDigest', text, key)
    .addColumn('channel', text, (c) => c.notNull().check(sql`channel IN ('phone', 'gst')`))
    .addColumn('target', text, required)
    .addColumn('expiresAt', integer, required)
    .execute();

  // One-time codes of the sandboxes (phone, GST, e-mail). session is the otpSession / txn handed to the client.
  await table('otp_codes')
    .$call(withRowid(db))
    .addColumn('session', text, key)
    .addColumn('channel', text, (c) => c.notNull().check(sql`channel IN ('phone', 'gst', 'email')`))
    .addColumn('target', text, required)
    .addColumn('code', text, required)
    .addColumn('expiresAt', integer, required)
    .addColumn('usedAt', integer)
    .addColumn('failedAttempts', integer, zero)
    .execute();
  await index('otp_codes_target').on('otp_codes').columns(['channel', 'target', 'expiresAt']).execute();

  // Everything a sandbox "sent": one-time codes, password reset links, e-mails.
  await table('outbox')
    .$call(withAutoId(db))
    .addColumn('channel', text, required)
    .addColumn('recipient', text, required)
    .addColumn('subject', text, required)
    .addColumn('body', text, required)
    .addColumn('code', text)
    .addColumn('createdAt', integer, required)
    .execute();

  await table('addresses')
    .$call(withAutoId(db)) // addressIndex is the rank of id within the user's addresses
    .addColumn('userId', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', text, required)
    .addColumn('phoneNumber', text, required)
    .addColumn('alternativePhoneNumber', text)
    .addColumn('typeOfAddress', text, (c) =>
      c
        .notNull()
        .defaultTo('Home')
        .check(sql`typeOfAddress IN ('Home', 'Office')`),
    )
    .addColumn('primaryAddress', integer, zero)
    .addColumn('houseName', text, required)
    .addColumn('localArea', text, required)
    .addColumn('landMark', text)
    .addColumn('pincode', text, required)
    .addColumn('state', text, required)
    .addColumn('country', text)
    .addColumn('latitude', real)
    .addColumn('longitude', real)
    .execute();
  await index('addresses_user').on('addresses').column('userId').execute();

  await table('cart_items')
    .$call(withRowid(db))
    .addColumn('userId', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('productId', text, (c) => c.notNull().references('products.productId'))
    .addColumn('quantity', integer, (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('addedAt', integer, required)
    .addPrimaryKeyConstraint('cart_items_pkey', ['userId', 'productId'])
    .execute();

  await table('wishlist_items')
    .$call(withRowid(db))
    .addColumn('userId', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('productId', text, (c) => c.notNull().references('products.productId'))
    .addColumn('addedAt', integer, required)
    .addPrimaryKeyConstraint('wishlist_items_pkey', ['userId', 'productId'])
    .execute();

  await table('lists')
    .addColumn('id', text, key)
    .addColumn('userId', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('listName', text, required)
    .addColumn('createdAt', integer, required)
    .execute();
  await index('lists_user').on('lists').column('userId').execute();

  await table('list_items')
    .$call(withRowid(db))
    .addColumn('listId', text, (c) => c.notNull().references('lists.id').onDelete('cascade'))
    .addColumn('productId', text, (c) => c.notNull().references('products.productId'))
    .addColumn('addedAt', integer, required)
    .addPrimaryKeyConstraint('list_items_pkey', ['listId', 'productId'])
    .execute();

  // Provider orders of the payment sandbox (Razorpay's scheme). amount is in paise.
  await table('payment_orders')
    .addColumn('id', text, key)
    .addColumn('userId', text, (c) => c.notNull().references('users.id'))
    .addColumn('amount', integer, (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', text, (c) => c.notNull().defaultTo('INR'))
    .addColumn('status', text, (c) =>
      c
        .notNull()
        .defaultTo('created')
        .check(sql`status IN ('created', 'paid')`),
    )
    .addColumn('paymentId', text, (c) => c.unique())
    .addColumn('createdAt', integer, required)
    // status 'paid': the provider captured the payment (the checkout window paid it) at paidAt.
    .addColumn('paidAt', integer)
    .execute();

  // A placed order is one parent order (what /place-order returns) split into one order per seller.
  await table('orders')
    .$call(withRowid(db))
    .addColumn('id', text, key)
    .addColumn('parentOrderId', text, required)
    .addColumn('userId', text, (c) => c.notNull().references('users.id'))
    .addColumn('sellerId', text, (c) => c.notNull().references('sellers.sellerId'))
    .addColumn('status', integer, (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`status BETWEEN 0 AND 4`),
    )
    .addColumn('orderDate', integer, required)
    .addColumn('expectedDeliveryDate', integer, required)
    .addColumn('deliveredDate', integer)
    .addColumn('paymentMode', text, required) // 'COD' or 'Pre-paid' / 'UPI'
    .addColumn('cod', integer, required)
    .addColumn('creditCoins', integer, zero)
    .addColumn('coinValue', real, (c) => c.notNull().defaultTo(0.1))
    .addColumn('shipTo', text, required) // JSON address snapshot
    .addColumn('orderAmount', real, required)
    .addColumn('razorpayOrderId', text, (c) => c.references('payment_orders.id'))
    .addColumn('paymentStatus', text, (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`paymentStatus IN ('pending', 'paid', 'cod')`),
    )
    .execute();
  await index('orders_user').on('orders').column('userId').execute();
  await index('orders_parent').on('orders').column('parentOrderId').execute();

  // A retried placement with the same key returns the first parent order.
  await table('order_requests')
    .addColumn('userId', text, (c) => c.notNull().references('users.id'))
    .addColumn('idempotencyKey', text, required)
    .addColumn('requestDigest', text, required) // sha256 of the request: the same key with another body is refused
    .addColumn('parentOrderId', text, required)
    .addPrimaryKeyConstraint('order_requests_pkey', ['userId', 'idempotencyKey'])
    .execute();

  await table('order_items')
    .$call(withRowid(db))
    .addColumn('orderId', text, (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('productId', text, (c) => c.notNull().references('products.productId'))
    .addColumn('productName', text, required)
    .addColumn('productImage', text, required)
    .addColumn('unitPrice', real, required) // unit price paid (the API's productPrice is unitPrice x quantity)
    .addColumn('listPrice', real, required) // product price (MRP) at order time
    .addColumn('quantity', integer, (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('status', integer, (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`status BETWEEN 0 AND 4`),
    )
    .addColumn('productNote', text)
    .addColumn('cancellationDate', integer)
    .addColumn('cancellationReason', text)
    .addColumn('refundMethod', text, (c) => c.check(sql`refundMethod IN ('original', 'wallet')`))
    .addPrimaryKeyConstraint('order_items_pkey', ['orderId', 'productId'])
    .execute();

  await table('reviews')
    .addColumn('id', text, key)
    .addColumn('productId', text, (c) => c.notNull().references('products.productId'))
    .addColumn('userId', text, (c) => c.notNull().references('users.id'))
    .addColumn('rating', integer, (c) => c.notNull().check(sql`rating BETWEEN 1 AND 5`))
    .addColumn('review', text, required)
    .addColumn('comment', text, required)
    .addColumn('mediaUrl', text, (c) => c.notNull().defaultTo('[]')) // JSON [{type, url}]
    .addColumn('sellerId', text, required)
    .addColumn('brandId', text, required)
    .addColumn('category', text, required)
    .addColumn('reference', text, required)
    .addColumn('createdAt', integer, required)
    .addUniqueConstraint('reviews_productid_userid_key', ['productId', 'userId'])
    .execute();
  await index('reviews_product').on('reviews').column('productId').execute();

  await table('questions')
    .addColumn('id', text, key)
    .addColumn('productId', text, (c) => c.notNull().references('products.productId'))
    .addColumn('question', text, required)
    .addColumn('customerName', text, required)
    .addColumn('createdAt', integer, required)
    .execute();
  await index('questions_product').on('questions').column('productId').execute();

  await table('answers')
    .$call(withAutoId(db))
    .addColumn('questionId', text, (c) => c.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('ans', text, required)
    .addColumn('createdAt', integer, required)
    .execute();

  await table('seller_ratings')
    .addColumn('id', text, key)
    .addColumn('sellerId', text, (c) => c.notNull().references('sellers.sellerId'))
    .addColumn('userId', text, (c) => c.notNull().references('users.id'))
    .addColumn('customerId', text, required)
    .addColumn('rating', real, (c) => c.notNull().check(sql`rating BETWEEN 0.5 AND 5`))
    .addColumn('review', text, required)
    .addColumn('comment', text, required)
    .addColumn('createdAt', integer, required)
    .execute();
  await index('seller_ratings_seller').on('seller_ratings').columns(['sellerId', 'createdAt']).execute();
  await index('seller_ratings_one_per_user').unique().on('seller_ratings').columns(['sellerId', 'userId']).execute();

  await table('banners')
    .addColumn('id', text, key)
    .addColumn('image', text, required)
    .addColumn('dealType', text, (c) => c.notNull().check(sql`dealType IN ('Category', 'Product')`))
    .addColumn('selectedValue', text, required) // JSON string[]: category ids or product ids
    .addColumn('position', integer, required)
    .execute();

  await table('discounts')
    .addColumn('id', text, key)
    .addColumn('imgUrl', text, required)
    .addColumn('parentCategoryId', text, (c) => c.notNull().references('categories.id'))
    .addColumn('discount', integer, required) // "Up to N% OFF"
    .addColumn('position', integer, required)
    .execute();

  // Deal campaigns: kind 'topDeal' (bannerUrl), 'limitedTime' (images, endDate), 'featuredBrand' and 'topStore'
  // (image plus the brand or seller they promote).
  await table('deals')
    .addColumn('id', text, key)
    .addColumn('kind', text, (c) =>
      c.notNull().check(sql`kind IN ('topDeal', 'limitedTime', 'featuredBrand', 'topStore')`),
    )
    .addColumn('title', text, required)
    .addColumn('image', text, required)
    .addColumn('images', text, (c) => c.notNull().defaultTo('[]'))
    .addColumn('brandId', text, (c) => c.references('brands.brandId'))
    .addColumn('sellerId', text, (c) => c.references('sellers.sellerId'))
    .addColumn('endDate', integer)
    .addColumn('position', integer, required)
    .execute();

  await table('faq')
    .addColumn('id', text, key)
    .addColumn('question', text, required)
    .addColumn('answer', text, required) // HTML
    .addColumn('position', integer, required)
    .execute();

  await table('pincodes')
    .addColumn('pincode', text, key)
    .addColumn('city', text, required)
    .addColumn('state', text, required)
    .addColumn('deliverable', integer, required)
    .execute();

  await table('tickets')
    .$call(withRowid(db))
    .addColumn('id', text, key)
    .addColumn('userId', text, (c) => c.notNull().references('users.id'))
    .addColumn('issue', text, required)
    .addColumn('details', text, required)
    .addColumn('subject', text, required)
    .addColumn('departmentName', text, required)
    .addColumn('email', text, required)
    .addColumn('mobileNo', text, required)
    .addColumn('name', text, required)
    .addColumn('orderId', text)
    .addColumn('type', text, required)
    .addColumn('attachments', text, (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', text, (c) => c.notNull().defaultTo('pending'))
    .addColumn('createdAt', integer, required)
    .execute();

  await table('uploads')
    .addColumn('id', text, key)
    .addColumn('userId', text, (c) => c.notNull().references('users.id'))
    .addColumn('mimeType', text, required)
    .addColumn('data', blob, required)
    .addColumn('createdAt', integer, required)
    .execute();

  await table('settings').addColumn('key', text, key).addColumn('value', text, required).execute();
}
