/**
 * What the seed guarantees at any size (rest-api/src/db/seed.ts). Tests rely on these ids and facts; the rest
 * of the catalog is generated from the seeded RNG.
 */
export const USERS = {
  /** Email account with a password and a verified e-mail; phone +919876543210 (so /otp-send answers 409). */
  demo: {
    id: 'USR0001',
    customDocId: 'CUST0001',
    name: 'Rahul Sharma',
    email: 'demo@example.com',
    password: 'Demo@1234',
    phone: '9876543210',
    coin: 500,
  },
  /** A second email account, for ownership tests. */
  second: {
    id: 'USR0002',
    customDocId: 'CUST0002',
    name: 'Asha Verma',
    email: 'asha@example.com',
    password: 'Asha@1234',
    phone: '9876500002',
    coin: 0,
  },
  /** Email account with an unverified e-mail, no addresses, no orders, empty cart, wishlist and lists. */
  fresh: {
    id: 'USR0003',
    customDocId: 'CUST0003',
    name: 'Imran Khan',
    email: 'imran@example.com',
    password: 'Imran@1234',
    phone: '9876500003',
    coin: 0,
  },
  /** Phone-only account (no password): /otp-send sends a code and /otp-check answers 409 with a token. */
  phoneOnly: {
    id: 'USR0004',
    customDocId: 'CUST0004',
    name: 'Priya Nair',
    email: 'priya@example.com',
    phone: '9876500004',
    coin: 40,
  },
} as const;

export const PRODUCTS = {
  /** In stock (>= 100), b2cMaxQty 10, b2bminQty 5, b2bMaxQty 50, tier prices, reviews and Q&A; delivered to demo, not yet rated by demo. */
  inStock: 'PRD000001',
  /** Delivered to demo and already rated by demo. */
  ratedByDemo: 'PRD000002',
  /** Stock 0: "Out of Stock". */
  outOfStock: 'PRD000003',
  /** Stock 3: "Only 3 left". */
  onlyThreeLeft: 'PRD000004',
  /** Stock 7: "Only few left". */
  fewLeft: 'PRD000005',
  /** In stock, never ordered by demo. */
  neverBought: 'PRD000006',
  /** Demo's cart: PRD000010 x2, PRD000011 x1 (second user's cart: PRD000010 x1). */
  demoCart: ['PRD000010', 'PRD000011'],
  /** Demo's wishlist. */
  demoWishlist: ['PRD000012', 'PRD000013', 'PRD000014', 'PRD000015'],
} as const;

/** Demo's two sharable lists and the second user's one. */
export const LISTS = {
  office: { id: 'LST0001', listName: 'Office Supplies', items: ['PRD000016', 'PRD000017', 'PRD000018'] },
  diwali: { id: 'LST0002', listName: 'Diwali Gifts', items: ['PRD000019', 'PRD000020', 'PRD000021'] },
  secondUser: { id: 'LST0101', listName: 'Kitchen Restock', items: ['PRD000022'] },
} as const;

/**
 * Demo's orders, one per item status (0 placed .. 4 cancelled), each its own parent order, plus one parent
 * order split over two sellers. Order ORD0004 (delivered) holds PRD000001 and PRD000002.
 */
export const ORDERS = {
  placed: { id: 'ORD0001', parent: 'PORD0001', status: 0 },
  shipped: { id: 'ORD0002', parent: 'PORD0002', status: 1 },
  outForDelivery: { id: 'ORD0003', parent: 'PORD0003', status: 2 },
  delivered: { id: 'ORD0004', parent: 'PORD0004', status: 3 },
  cancelled: { id: 'ORD0005', parent: 'PORD0005', status: 4 },
  splitA: { id: 'ORD0006', parent: 'PORD0006', status: 0 },
  splitB: { id: 'ORD0007', parent: 'PORD0006', status: 0 },
  /** The second user's order (status 0). */
  secondUser: { id: 'ORD0101', parent: 'PORD0101', status: 0 },
} as const;

/**
 * Demo's addresses in addressIndex order: 0 Home (Mumbai 400001), 1 Office, primary (Bengaluru 560001),
 * 2 Home (New Delhi 110001). The second user has one primary address.
 */
export const DEMO_ADDRESS_COUNT = 3;

export const CATEGORIES = {
  /** Top-level "Groceries", the storefront's default root, with children and grandchildren. */
  groceries: 'CAT125',
  /**
   * A top-level category with products ("Clearance & Surplus"); tests of the storefront's rule for a category without a
   * name ("Unnamed Category") blank its name in their own database.
   */
  clearance: 'CAT190',
  /** A top-level category without products. */
  empty: 'CAT199',
} as const;

export const PINCODES = { deliverable: '560001', notDeliverable: '194101', unknown: '999999' } as const;

/** Coin rules: 0.1 rupee per coin, at most 10% of the order total redeemable. */
export const COINS = { coinValue: 0.1, percentage: 10 } as const;

/** A brand that exists but has no products, and one that has products and a brand page. */
export const BRANDS = { withoutProducts: 'BRD099', withProducts: 'BRD001' } as const;
export const SELLERS = { withRatings: 'SEL001' } as const;
