// The REST API's tables as Kysely sees them (schema.sql; the PostgreSQL migrations have the same columns, plus an
// explicit rowid where SQLite's implicit one is used). Numbers are what both drivers give back: 0/1 for flags,
// milliseconds for instants; JSON columns are text.
import type { Generated } from 'kysely';

export interface MetaTable {
  key: string;
  value: string;
}

export interface CategoriesTable {
  id: string;
  name: string;
  parentCategory: string;
  categoryIcon: string;
  categoryBanner: string | null;
  position: number;
}

export interface BrandsTable {
  brandId: string;
  brandName: string;
  brandLogo: string;
  createdDate: number;
  topBrand: Generated<number>;
}

export interface BrandPagesTable {
  brandId: string;
  sectionOrder: string;
  bannerSection: string;
  gallerySection: string;
  videoSection: string;
  logo: string;
  createdDate: number;
}

export interface SellersTable {
  sellerId: string;
  storename: string;
  gstNumber: string;
  pincode: string;
  city: string;
  image: string;
  createdDate: number;
  topStore: Generated<number>;
}

export interface ProductsTable {
  productId: string;
  name: string;
  description: string;
  imageUrls: string;
  keyFeatures: string;
  features: string;
  price: number;
  offerPrice: number;
  sellingPrice: number;
  discountPercentage: number;
  stock: number;
  tirePrice: string;
  brandId: string;
  categoryId: string;
  sellerId: string;
  oneRating: Generated<number>;
  twoRating: Generated<number>;
  threeRating: Generated<number>;
  fourRating: Generated<number>;
  fiveRating: Generated<number>;
  b2bMaxQty: number;
  b2bminQty: number;
  b2cMaxQty: number;
  origin: string;
  weight: string;
  skuSet: string;
  tcin: string;
  nonReturnableItem: Generated<number>;
  freeDelivery: Generated<number>;
  branded: Generated<number>;
  minimumQuantity: Generated<number>;
  purchaseLimit: number;
  oneYearWarrenty: Generated<number>;
  noWarrenty: Generated<number>;
  limitedTimeOffer: Generated<number>;
  limitedTimeEndDate: number | null;
  topDeals: Generated<number>;
  newArrivals: Generated<number>;
  featured: Generated<number>;
  b2b: Generated<number>;
  discount: Generated<number>;
  createdAt: number;
}

export interface UsersTable {
  id: string;
  customDocId: string;
  name: string;
  email: string | null;
  emailVerified: Generated<number>;
  phone: string | null;
  passwordHash: string | null;
  coin: Generated<number>;
  profileUrl: string | null;
  referralCode: string | null;
  gstNumber: string | null;
  gstUsername: string | null;
  gstVerified: Generated<number>;
  googleSubject: string | null;
  createdAt: number;
}

export interface RateEventsTable {
  /** SQLite's implicit rowid; an identity column on PostgreSQL. */
  rowid: Generated<number>;
  bucket: string;
  at: number;
}

export interface SessionsTable {
  tokenDigest: string;
  userId: string;
  expiresAt: number;
}

export interface VerificationsTable {
  tokenDigest: string;
  channel: string;
  target: string;
  expiresAt: number;
}

export interface PasswordResetsTable {
  tokenDigest: string;
  userId: string;
  expiresAt: number;
  usedAt: number | null;
}

export interface OtpCodesTable {
  /** SQLite's implicit rowid; an identity column on PostgreSQL. */
  rowid: Generated<number>;
  session: string;
  channel: string;
  target: string;
  code: string;
  expiresAt: number;
  usedAt: number | null;
  failedAttempts: Generated<number>;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  code: string | null;
  createdAt: number;
}

export interface AddressesTable {
  id: Generated<number>;
  userId: string;
  name: string;
  phoneNumber: string;
  alternativePhoneNumber: string | null;
  typeOfAddress: Generated<'Home' | 'Office'>;
  primaryAddress: Generated<number>;
  houseName: string;
  localArea: string;
  landMark: string | null;
  pincode: string;
  state: string;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface CartItemsTable {
  /** SQLite's implicit rowid; an identity column on PostgreSQL. */
  rowid: Generated<number>;
  userId: string;
  productId: string;
  quantity: number;
  addedAt: number;
}

export interface WishlistItemsTable {
  /** SQLite's implicit rowid; an identity column on PostgreSQL. */
  rowid: Generated<number>;
  userId: string;
  productId: string;
  addedAt: number;
}

export interface ListsTable {
  id: string;
  userId: string;
  listName: string;
  createdAt: number;
  shareToken: string | null;
  isPrivate: Generated<number>;
}

export interface ListItemsTable {
  /** SQLite's implicit rowid; an identity column on PostgreSQL. */
  rowid: Generated<number>;
  listId: string;
  productId: string;
  addedAt: number;
}

export interface PaymentOrdersTable {
  id: string;
  userId: string;
  amount: number;
  currency: Generated<string>;
  status: Generated<string>;
  paymentId: string | null;
  createdAt: number;
  paidAt: number | null;
  verifiedAt: number | null;
  refundId: string | null;
  refundedAt: number | null;
}

export interface PaymentRefundsTable {
  refundId: string;
  paymentOrderId: string;
  userId: string;
  amount: number;
  reason: string;
  createdAt: number;
}

export interface OrdersTable {
  /** SQLite's implicit rowid; an identity column on PostgreSQL. */
  rowid: Generated<number>;
  id: string;
  parentOrderId: string;
  userId: string;
  sellerId: string;
  status: Generated<number>;
  orderDate: number;
  expectedDeliveryDate: number;
  deliveredDate: number | null;
  paymentMode: string;
  cod: number;
  creditCoins: Generated<number>;
  coinValue: Generated<number>;
  shipTo: string;
  orderAmount: number;
  razorpayOrderId: string | null;
  paymentStatus: Generated<'pending' | 'paid' | 'cod'>;
}

export interface OrderRequestsTable {
  userId: string;
  idempotencyKey: string;
  requestDigest: string;
  parentOrderId: string;
}

export interface OrderItemsTable {
  /** SQLite's implicit rowid; an identity column on PostgreSQL. */
  rowid: Generated<number>;
  orderId: string;
  productId: string;
  productName: string;
  productImage: string;
  unitPrice: number;
  listPrice: number;
  quantity: number;
  status: Generated<number>;
  productNote: string | null;
  cancellationDate: number | null;
  cancellationReason: string | null;
  refundMethod: 'original' | 'wallet' | null;
}

export interface ReviewsTable {
  id: string;
  productId: string;
  userId: string;
  rating: number;
  review: string;
  comment: string;
  mediaUrl: Generated<string>;
  sellerId: string;
  brandId: string;
  category: string;
  reference: string;
  createdAt: number;
}

export interface QuestionsTable {
  id: string;
  productId: string;
  question: string;
  customerName: string;
  createdAt: number;
}

export interface AnswersTable {
  id: Generated<number>;
  questionId: string;
  ans: string;
  createdAt: number;
}

export interface SellerRatingsTable {
  id: string;
  sellerId: string;
  userId: string;
  customerId: string;
  rating: number;
  review: string;
  comment: string;
  createdAt: number;
}

export interface BannersTable {
  id: string;
  image: string;
  dealType: string;
  selectedValue: string;
  position: number;
}

export interface DiscountsTable {
  id: string;
  imgUrl: string;
  parentCategoryId: string;
  discount: number;
  position: number;
}

export interface DealsTable {
  id: string;
  kind: string;
  title: string;
  image: string;
  images: Generated<string>;
  brandId: string | null;
  sellerId: string | null;
  endDate: number | null;
  position: number;
}

export interface FaqTable {
  id: string;
  question: string;
  answer: string;
  position: number;
}

export interface PincodesTable {
  pincode: string;
  city: string;
  state: string;
  deliverable: number;
}

export interface TicketsTable {
  /** SQLite's implicit rowid; an identity column on PostgreSQL. */
  rowid: Generated<number>;
  id: string;
  userId: string;
  issue: string;
  details: string;
  subject: string;
  departmentName: string;
  email: string;
  mobileNo: string;
  name: string;
  orderId: string | null;
  type: string;
  attachments: Generated<string>;
  status: Generated<string>;
  createdAt: number;
}

export interface UploadsTable {
  id: string;
  userId: string;
  mimeType: string;
  data: string;
  createdAt: number;
}

export interface SettingsTable {
  key: string;
  value: string;
}

/** Every table, by name. */
export interface Database {
  meta: MetaTable;
  categories: CategoriesTable;
  brands: BrandsTable;
  brand_pages: BrandPagesTable;
  sellers: SellersTable;
  products: ProductsTable;
  users: UsersTable;
  rate_events: RateEventsTable;
  sessions: SessionsTable;
  verifications: VerificationsTable;
  password_resets: PasswordResetsTable;
  otp_codes: OtpCodesTable;
  outbox: OutboxTable;
  addresses: AddressesTable;
  cart_items: CartItemsTable;
  wishlist_items: WishlistItemsTable;
  lists: ListsTable;
  list_items: ListItemsTable;
  payment_orders: PaymentOrdersTable;
  payment_refunds: PaymentRefundsTable;
  orders: OrdersTable;
  order_requests: OrderRequestsTable;
  order_items: OrderItemsTable;
  reviews: ReviewsTable;
  questions: QuestionsTable;
  answers: AnswersTable;
  seller_ratings: SellerRatingsTable;
  banners: BannersTable;
  discounts: DiscountsTable;
  deals: DealsTable;
  faq: FaqTable;
  pincodes: PincodesTable;
  tickets: TicketsTable;
  uploads: UploadsTable;
  settings: SettingsTable;
  product_search: ProductSearchTable;
}

/** SQLite's fts5 table; a plain table searched through product_search_match() on PostgreSQL. */
export interface ProductSearchTable {
  productId: string;
  name: string;
  brandName: string;
}
