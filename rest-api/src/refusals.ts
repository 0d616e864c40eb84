// Every refusal the REST API answers: its machine code, status, message and the body field at fault. Throw sites name
// the code (`throw refuse('EMAIL_TAKEN')`), so a message is written once; `openapi.yaml` lists the codes as an enum.
import type { Context } from 'hono';
import { ApiError, type ApiStatus } from './errors.ts';

interface Refusal {
  status: ApiStatus;
  /** The words to show; a function for the refusals that name a value ("only 3 allowed"). */
  message: string | ((params: never) => string);
  /** The request field at fault (a dotted path), when one input is. */
  field?: string;
}

export const REFUSALS = {
  // Requests: schema validation (the schema's own message and the field's path), the HTTP layer, the sandboxes.
  INVALID_INPUT: { status: 400, message: ({ message }: { message: string }) => message },
  MALFORMED_URL: { status: 400, message: 'Malformed URL' },
  MALFORMED_JSON: { status: 400, message: 'Malformed JSON body' },
  MALFORMED_MULTIPART: { status: 400, message: 'Malformed multipart body', field: 'images' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Payload too large' },
  JSON_BODY_REQUIRED: { status: 415, message: 'Send the body as application/json' },
  ROUTE_NOT_FOUND: {
    status: 404,
    message: ({ method, path }: { method: string; path: string }) => `Cannot ${method} ${path}`,
  },
  FORBIDDEN: { status: 403, message: 'You do not have access to this resource' },
  SANDBOX_REMOTE: { status: 403, message: 'The development sandbox is only reachable from this machine' },
  SANDBOX_HOSTNAME: { status: 403, message: 'The development sandbox answers requests for localhost only' },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'Too many attempts. Please try again later.' },
  INTERNAL_ERROR: { status: 500, message: 'Internal server error' },

  // Sessions and accounts.
  NO_TOKEN: { status: 401, message: 'No token found' },
  INVALID_TOKEN: { status: 401, message: 'Invalid or expired token' },
  SIGN_IN_FAILED: { status: 401, message: 'Incorrect email or password' },
  GOOGLE_SIGN_IN_FAILED: { status: 401, message: 'Failed to sign in with Google' },
  GOOGLE_EMAIL_TAKEN: {
    status: 409,
    message: 'An account with this email already exists. Sign in with your password or phone number.',
  },
  EMAIL_TAKEN: { status: 409, message: 'Email already exists', field: 'email' },
  PHONE_TAKEN: { status: 409, message: 'Phone number already registered', field: 'phone' },
  PHONE_USER_EXISTS: { status: 409, message: 'User Already Exist You Can Login', field: 'phone' },
  PHONE_NOT_VERIFIED: { status: 403, message: 'Phone number is not verified', field: 'phone' },
  NEW_PHONE_NOT_VERIFIED: { status: 400, message: 'Please verify the new phone number first', field: 'phone' },
  NEW_EMAIL_NOT_VERIFIED: { status: 400, message: 'Please verify the new email address first', field: 'email' },
  GST_NOT_VERIFIED: { status: 400, message: 'GST Number is not verified', field: 'gstNumber' },
  OTP_INVALID: { status: 400, message: 'Invalid OTP', field: 'otp' },
  OTP_INCORRECT: { status: 400, message: 'Incorrect OTP', field: 'otp' },
  OTP_EXPIRED: { status: 400, message: 'OTP expired', field: 'otp' },
  EMAIL_MISSING: { status: 400, message: 'Email is required', field: 'email' },
  EMAIL_ALREADY_VERIFIED: { status: 400, message: 'Email already verified', field: 'email' },
  VERIFIED_EMAIL_UNCHANGEABLE: { status: 400, message: 'Verified email cannot be changed', field: 'email' },
  RESET_LINK_INVALID: { status: 400, message: 'This password reset link is not valid', field: 'token' },
  RESET_LINK_EXPIRED: { status: 410, message: 'This password reset link has expired', field: 'token' },
  RESET_LINK_USED: { status: 410, message: 'This password reset link has already been used', field: 'token' },
  ADDRESS_NOT_FOUND: { status: 404, message: 'Address not found', field: 'addressId' },
  PRIMARY_ADDRESS: { status: 400, message: 'Primary address cannot be deleted', field: 'addressId' },

  // The catalog.
  CATEGORY_NOT_FOUND: { status: 404, message: 'Category not found' },
  PRODUCT_UNREADABLE: { status: 404, message: 'Error fetching product' },
  PRODUCT_NOT_FOUND: { status: 404, message: 'Product not found', field: 'productId' },
  BRAND_NOT_FOUND: { status: 404, message: 'Brand not found' },
  SELLER_NOT_FOUND: { status: 404, message: 'Seller not found', field: 'sellerId' },
  DISCOUNT_NOT_FOUND: { status: 404, message: 'Discount not found' },
  IMAGE_NOT_FOUND: { status: 404, message: 'Image not found' },

  // Cart, wishlist and lists.
  OUT_OF_STOCK: {
    status: 400,
    message: ({ name }: { name?: string } = {}) => (name === undefined ? 'Out of Stock' : `${name} is out of stock`),
    field: 'productId',
  },
  MAX_QUANTITY: {
    status: 400,
    message: ({ limit }: { limit: number }) => `Maximum quantity reached: only ${limit} allowed`,
    field: 'quantity',
  },
  NOT_IN_CART: { status: 404, message: 'Product not found in cart', field: 'productId' },
  ALREADY_IN_WISHLIST: { status: 400, message: 'Product already exists in wishlist', field: 'productId' },
  MOVED_ALREADY_IN_WISHLIST: { status: 400, message: 'Product already in wishlist', field: 'productId' },
  NOT_IN_WISHLIST: { status: 404, message: 'Product not found in wishlist', field: 'productId' },
  LIST_NOT_FOUND: { status: 404, message: 'List not found', field: 'listId' },
  LIST_PRIVATE: { status: 403, message: 'This list is private' },
  ALREADY_IN_LIST: {
    status: 409,
    message: ({ list }: { list: string }) => `Product already in ${list}`,
    field: 'productId',
  },
  NOT_IN_LIST: { status: 404, message: 'Product not found in list', field: 'productId' },

  // Placing an order (the field is the body's: `products.1.quantity`, `address.pincode`).
  COD_MISMATCH: {
    status: 400,
    message: ({ mode }: { mode: string }) =>
      mode === 'Cash on Delivery'
        ? 'Cash on Delivery orders must set cod to true'
        : `${mode} orders must set cod to false`,
    field: 'cod',
  },
  PAYMENT_ORDER_UNEXPECTED: {
    status: 400,
    message: 'A Cash on Delivery order takes no payment order',
    field: 'razorpayOrderId',
  },
  PAYMENT_REQUIRED: {
    status: 400,
    message: 'A payment order is required for pre-paid orders',
    field: 'razorpayOrderId',
  },
  NOT_DELIVERABLE: {
    status: 400,
    message: 'Sorry, delivery is not available in this pincode.',
    field: 'address.pincode',
  },
  DUPLICATE_PRODUCT: { status: 400, message: 'Each product may appear only once in an order', field: 'products' },
  PRODUCT_UNAVAILABLE: {
    status: 400,
    message: ({ id }: { id: string }) => `Product ${id} is no longer available`,
    field: 'products',
  },
  STOCK_SHORT: {
    status: 400,
    message: ({ left, name }: { left: number; name: string }) => `Only ${left} of ${name} left in stock`,
    field: 'products',
  },
  QUANTITY_OUT_OF_RANGE: {
    status: 400,
    message: ({ name, min, max }: { name: string; min: number; max: number }) =>
      `Quantity of ${name} must be between ${min} and ${max}`,
    field: 'products',
  },
  PRICE_CHANGED: {
    status: 400,
    message: ({ what }: { what: 'Coin value' | 'Order total' }) => `${what} has changed. Please review your order.`,
  },
  NOT_ENOUGH_COINS: {
    status: 400,
    message: ({ cap }: { cap?: number } = {}) =>
      cap === undefined ? 'You do not have enough coins' : `You can redeem at most ${cap} coins on this order`,
    field: 'creditCoins',
  },
  IDEMPOTENCY_KEY_REUSED: { status: 409, message: 'This Idempotency-Key was already used for a different order' },
  ORDER_KEY_UNKNOWN: { status: 404, message: 'No order was placed with this key' },

  // Payments.
  PAYMENT_NOT_FOUND: { status: 400, message: 'Payment order not found', field: 'razorpayOrderId' },
  PAYMENT_ORDER_NOT_FOUND: { status: 404, message: 'Payment order not found' },
  PAYMENT_NOT_VERIFIED: { status: 400, message: 'This payment has not been verified', field: 'razorpayOrderId' },
  PAYMENT_VERIFICATION_FAILED: { status: 400, message: 'Payment verification failed!' },
  PAYMENT_ALREADY_VERIFIED: { status: 409, message: 'Payment already verified' },
  PAYMENT_ALREADY_COMPLETED: { status: 409, message: 'Payment already completed' },
  PAYMENT_AMOUNT_MISMATCH: {
    status: 400,
    message: 'Payment amount does not match the order total',
    field: 'razorpayOrderId',
  },
  PAYMENT_REFUNDED: { status: 400, message: 'This payment has been refunded' },
  PAYMENT_ALREADY_USED: {
    status: 400,
    message: 'This payment has already been used for another order',
    field: 'razorpayOrderId',
  },
  PAYMENT_USED: { status: 409, message: 'This payment has been used for an order' },
  PAYMENT_NOT_CAPTURED: { status: 409, message: 'This payment was not completed: there is nothing to refund' },

  // Orders, cancellation and support.
  ORDER_DETAILS_NOT_FOUND: { status: 404, message: 'Failed to fetch order details' },
  CANCELLATION_DETAILS_NOT_FOUND: { status: 404, message: 'Failed to fetch order cancellation details' },
  ORDER_NOT_FOUND: { status: 404, message: 'Order not found', field: 'orderId' },
  NOT_CANCELLABLE: { status: 400, message: 'This item can no longer be cancelled' },
  ORDER_ID_REQUIRED: { status: 400, message: 'Please select an Order ID.', field: 'orderId' },
  ORDER_LINE_NOT_FOUND: { status: 404, message: 'No such item in this order', field: 'productId' },
  ORDER_LINE_CANCELLED: { status: 409, message: 'This item was cancelled: it moves no further' },
  STEP_OUT_OF_ORDER: {
    status: 409,
    message: ({ current }: { current: number }) =>
      `This item is at status ${current}: it moves one step at a time, 0 placed, 1 shipped, 2 out for delivery, 3 delivered`,
    field: 'status',
  },
  FULFILMENT_KEY_INVALID: { status: 401, message: 'A valid X-Fulfilment-Key is required' },
  ISSUE_NOT_OFFERED: {
    status: 400,
    message: ({ department, issues }: { department: string; issues: readonly string[] }) =>
      `Please choose an issue for ${department}: ${issues.join(', ')}.`,
    field: 'issue',
  },
  ATTACHMENTS_UNKNOWN: { status: 400, message: 'Please upload the attachments again and retry.', field: 'attachments' },

  // Uploads, reviews and ratings.
  NO_IMAGES: { status: 400, message: 'Please select at least one image', field: 'images' },
  TOO_MANY_IMAGES: {
    status: 400,
    message: ({ max }: { max: number }) => `You can upload at most ${max} images`,
    field: 'images',
  },
  NOT_AN_IMAGE: { status: 400, message: 'Only image files are allowed', field: 'images' },
  IMAGE_TOO_LARGE: { status: 413, message: 'Each image must be at most 2 MB', field: 'images' },
  NO_REVIEWS: { status: 404, message: 'No Reviews Found' },
  CUSTOMER_MISMATCH: { status: 403, message: 'Access denied. Please log in again.', field: 'customerId' },
  SELLER_CUSTOMER_MISMATCH: {
    status: 403,
    message: 'Customer ID does not match the signed-in user',
    field: 'customerId',
  },
  PRODUCT_NOT_RATEABLE: { status: 404, message: 'This product is no longer available for rating.', field: 'productId' },
  BAD_PRODUCT_REFERENCE: {
    status: 400,
    message: 'There was an issue with the product reference. Please try again.',
    field: 'reference',
  },
  CHECK_INPUT: { status: 400, message: 'Please check your input and try again.' },
  NOT_PURCHASED: {
    status: 400,
    message: 'You cannot rate this product as it has not been purchased.',
    field: 'productId',
  },
  REVIEW_IMAGES_UNKNOWN: { status: 400, message: 'Please upload the images again and retry.', field: 'mediaUrl' },
  ALREADY_RATED: { status: 400, message: 'You have already rated this product', field: 'productId' },
  SELLER_ALREADY_RATED: { status: 409, message: 'You have already rated this seller', field: 'sellerId' },
} as const satisfies Record<string, Refusal>;

export type RefusalCode = keyof typeof REFUSALS;
export const REFUSAL_CODES = Object.keys(REFUSALS) as [RefusalCode, ...RefusalCode[]];

type Entry<C extends RefusalCode> = (typeof REFUSALS)[C];
type Params<C extends RefusalCode> = Entry<C>['message'] extends (params: infer P) => string ? P : object;

/** The message of a refusal (the words of a catalogue entry, or its template filled in). */
export function messageOf<C extends RefusalCode>(code: C, params?: Params<C>): string {
  const { message } = REFUSALS[code];
  return typeof message === 'string' ? message : (message as (params?: Params<C>) => string)(params);
}

/**
 * The refusal `code` as an error to throw. `details` fills the message's values and may name the field more exactly
 * than the catalogue (`products.1.id`); `status` replaces the catalogue's where a route answers the same refusal
 * otherwise (PAYMENT_REFUNDED as a conflict when verifying; Hono's own HTTP errors as INVALID_INPUT).
 */
export function refuse<C extends RefusalCode>(
  code: C,
  details?: Params<C> & { field?: string; status?: ApiStatus },
): ApiError {
  const entry: Refusal = REFUSALS[code];
  const field = details?.field ?? entry.field;
  return new ApiError(details?.status ?? entry.status, messageOf(code, details), { code, ...(field ? { field } : {}) });
}

/** A refusal as its answer: the status and `{ message, code, field? }`. */
export const answer = (c: Context, error: ApiError) => c.json({ message: error.message, ...error.extra }, error.status);
