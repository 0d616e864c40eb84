import type { Generated } from 'kysely';

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

/** SQLite's fts5 table; a plain table searched through product_search_match() on PostgreSQL. */
export interface ProductSearchTable {
  productId: string;
  name: string;
  brandName: string;
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

/**
 * The catalog: categories, brands, sellers, products and their search, the home page's banners, discounts and deals,
 * ratings, reviews and questions, the FAQ and the serviceable pincodes.
 */
export interface CatalogTables {
  categories: CategoriesTable;
  brands: BrandsTable;
  brand_pages: BrandPagesTable;
  sellers: SellersTable;
  products: ProductsTable;
  product_search: ProductSearchTable;
  banners: BannersTable;
  discounts: DiscountsTable;
  deals: DealsTable;
  reviews: ReviewsTable;
  questions: QuestionsTable;
  answers: AnswersTable;
  seller_ratings: SellerRatingsTable;
  faq: FaqTable;
  pincodes: PincodesTable;
}
