// What resolvers receive as the parent of each GraphQL type (codegen `mappers`): REST shapes, or the part of one
// a list already gave. Field resolvers fetch the rest only when a query asks for it.
import type {
  AddressDTO,
  BrandDTO,
  BrandPageDTO,
  BrandPageSectionName,
  BrandSummaryDTO,
  CartItemDTO,
  ListingProductDTO,
  OrderDTO,
  OrderItemDTO,
  ProductDetailDTO,
  SellerRatingSummaryDTO,
  SellerSummaryDTO,
  StarCountsDTO,
  Timestamp,
} from '../upstream/dto.ts';

/** A product known by its key, from a list (listing fields) or from its details call. */
export type ProductParent = { productId: string } & Partial<ListingProductDTO> &
  Partial<Omit<ProductDetailDTO, keyof ListingProductDTO>>;

/** A brand as products embed it, or the full record from the brand list. */
export type BrandParent = BrandSummaryDTO & Partial<BrandDTO>;

/** A seller as products embed it (the full store record from /getOneSeller has these fields too). */
export type SellerParent = SellerSummaryDTO;

/**
 * Star counts with the REST API's mean: a product's `rating` (the weighted mean of its counts), or a seller summary's
 * `average` (the exact mean of its half-star ratings).
 */
export type RatingSummaryParent = StarCountsDTO &
  (Pick<ListingProductDTO, 'rating'> | Pick<SellerRatingSummaryDTO, 'average'>);

/** One section of a brand page: which one, and the page record it comes from. */
export interface BrandPageSectionParent {
  kind: BrandPageSectionName;
  page: BrandPageDTO;
}

/** An address with the key of the user who owns it (addresses are keyed by user and position). */
export type AddressParent = AddressDTO & { userId: string };

/** The signed-in shopper's cart, loaded when a field needs it. */
export interface CartParent {
  userId: string;
}

/** A cart line as the REST cart lists it, with its owner (for the line's global ID). */
export type CartLineParent = CartItemDTO & { userId: string };

/** The wishlist is read from the session; the parent only names its owner. */
export interface WishlistParent {
  userId: string;
}

/** The viewer carries nothing: its fields read the session from the context. */
export type ViewerParent = Record<string, never>;
/** The viewer: whoever the session says, so one value serves every `viewer` field and payload. */
export const VIEWER: ViewerParent = {};

/** Money fields resolve to rupee amounts; `Money`'s own resolvers format them. */
export type MoneyParent = number;

export interface MoneyRangeParent {
  min: number;
  max: number;
}

/** What a `DateTime` field may return: the REST API's timestamps, or a Date. */
export type DateTimeValue = Timestamp | Date;

/** A checkout line: the product's listing record, the quantity and the unit price the one price rule gives it. */
export interface CheckoutLineParent {
  product: ListingProductDTO;
  quantity: number;
  minQuantity: number;
  maxQuantity: number;
  unitPrice: number;
}

/** A checkout, priced when `viewer.checkout` builds it; its coins are read only when asked for. */
export interface CheckoutParent {
  source: 'CART' | 'PRODUCT';
  /** The shopper whose checkout it is (its ID names them: `node` answers it to them only). */
  userId: string;
  lines: CheckoutLineParent[];
  /** The shopper's coin balance. */
  coinBalance: number;
}

/** A placed checkout: its seller orders as the REST API answers them. */
export interface PlacedOrderParent {
  parentOrderId: string;
  orders: OrderDTO[];
}

/** An order line with the seller order it belongs to (its dates are the order's). */
export type OrderItemParent = OrderItemDTO & { order: OrderDTO };

/** One movement of the shopper's wallet or coins, found in an order (see resolvers/Wallet.ts). */
export interface WalletTransactionParent {
  kind: 'COINS_REDEEMED' | 'COINS_RETURNED' | 'REFUND';
  orderId: string;
  /** The refunded item, for a refund. */
  productId?: string;
  /** When it happened (ms). */
  at: number;
  /** Rupees. */
  amount: number;
  coins: number | null;
}

/** The wallet: the coin balance and every movement, newest first (its fields filter and sum them). */
export interface WalletParent {
  coins: number;
  transactions: WalletTransactionParent[];
}
