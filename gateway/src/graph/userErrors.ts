// Expected failures of mutations: the REST API's refusals (4xx) become userErrors with the storefront's messages.
import type { UserError, UserErrorCode } from '../__generated__/resolvers-types.ts';
import { isUpstreamStatus, UpstreamError } from '../upstream/client.ts';
import { badUserInput } from './errors.ts';

/** The input field each REST validation message is about (the REST API answers with the product's messages). */
const FIELD_OF_MESSAGE: Record<string, string> = {
  'Name is required': 'name',
  'Name should only contain letters': 'name',
  'Email is required': 'email',
  'Please enter a valid email address': 'email',
  'Please enter your email': 'email',
  'Email already exists': 'email',
  'Phone number is required': 'phone',
  'Phone number must be 10 digits': 'phone',
  'Phone number already registered': 'phone',
  'User Already Exist You Can Login': 'phone',
  'Phone number is not verified': 'phone',
  'Password is required': 'password',
  'Password must be at least 8 characters': 'password',
  'Password must be at most 128 characters': 'password',
  'Passwords do not match': 'confirmPassword',
  'Invalid referral code': 'referralCode',
  'Please enter a valid 6-digit OTP': 'otp',
  'Incorrect OTP': 'otp',
  'Invalid OTP': 'otp',
  'OTP expired': 'otp',
  'GST Number and Username are required': 'gstNumber',
  'Invalid GST Number': 'gstNumber',
  'GST Number is not verified': 'gstNumber',
  'Official phone number must match the phone number': 'officialPhoneNumber',
  'Rating must be between 0.5 and 5 in half steps': 'rating',
  'review must be at most 200 characters': 'title',
  'comment must be at most 2000 characters': 'comment',
  'Quantity must be a whole number': 'quantity',
  'Quantity must be at least 1': 'quantity',
  'Out of Stock': 'productId',
  'Product already exists in wishlist': 'productId',
  'Please select a rating between 1 and 5': 'rating',
  'The review title must be at most 200 characters': 'title',
  'The comment must be at most 2000 characters': 'comment',
  'You can add at most 5 images': 'images',
  'You can upload at most 5 images': 'images',
  'Only image files are allowed': 'images',
  'Each image must be at most 2 MB': 'images',
  'You cannot rate this product as it has not been purchased.': 'productId',
  'You have already rated this product': 'productId',
  'You have already rated this seller': 'sellerId',
  'Product already in wishlist': 'productId',
  'Product not found': 'productId',
  'Product not found in cart': 'productId',
  'Product not found in list': 'productId',
  'List not found': 'listId',
  'List name is required': 'name',
  'List name must be at most 60 characters': 'name',
  'Full Name is required': 'name',
  'Full Name should only contain letters and spaces': 'name',
  'Full Name must be at most 100 characters': 'name',
  'Phone Number is required': 'phoneNumber',
  'Phone Number must be exactly 10 digits': 'phoneNumber',
  'Alternative Phone Number must be exactly 10 digits': 'alternativePhoneNumber',
  'House No/Building Name is required': 'houseName',
  'House No/Building Name must be at most 200 characters': 'houseName',
  'Local Area/City is required': 'localArea',
  'Local Area/City should only contain letters and spaces': 'localArea',
  'Local Area/City must be at most 100 characters': 'localArea',
  'Landmark must be at most 200 characters': 'landmark',
  'Pincode is required': 'pincode',
  'Pincode must be exactly 6 digits': 'pincode',
  'State is required': 'state',
  'State should only contain letters and spaces': 'state',
  'State must be at most 60 characters': 'state',
  'Country should only contain letters and spaces': 'country',
  'Country must be at most 60 characters': 'country',
  'Primary address cannot be deleted': 'addressId',
  'Name must be at least 2 characters.': 'name',
  'Name must be at most 100 characters.': 'name',
  'Invalid email format.': 'email',
  'Verified email cannot be changed': 'email',
  'Email already verified': 'email',
  'Phone number must be 10 digits.': 'phone',
  'Please verify the new phone number first': 'phone',
  'Please select an Order ID.': 'orderId',
  'Order not found': 'orderId',
  'Please upload the attachments again and retry.': 'attachments',
  'Address not found': 'addressId',
};

/** Fields of REST messages that carry a value ("only 3 allowed", "already in Office Supplies"). */
const FIELD_OF_MESSAGE_START: [string, string][] = [
  ['Maximum quantity reached', 'quantity'],
  ['Product already in ', 'productId'],
];

const fieldOf = (message: string): string | undefined =>
  FIELD_OF_MESSAGE[message] ?? FIELD_OF_MESSAGE_START.find(([start]) => message.startsWith(start))?.[1];

const CODE_OF_MESSAGE: Record<string, UserErrorCode> = {
  'Out of Stock': 'OUT_OF_STOCK',
  'Product already exists in wishlist': 'ALREADY_EXISTS',
  'Product already in wishlist': 'ALREADY_EXISTS',
  'Incorrect OTP': 'INVALID_CODE',
  'Invalid OTP': 'INVALID_CODE',
  'OTP expired': 'CODE_EXPIRED',
  'GST Number is not verified': 'NOT_VERIFIED',
  'Please verify the new phone number first': 'NOT_VERIFIED',
  'You have already rated this product': 'ALREADY_EXISTS',
  'You cannot rate this product as it has not been purchased.': 'NOT_PURCHASED',
  'Access denied. Please log in again.': 'UNAUTHENTICATED',
  'Payment verification failed!': 'PAYMENT_NOT_VERIFIED',
};

const CODE_OF_STATUS: Record<number, UserErrorCode> = {
  400: 'INVALID_INPUT',
  401: 'INVALID_CREDENTIALS',
  403: 'NOT_VERIFIED',
  409: 'ALREADY_EXISTS',
  413: 'INVALID_INPUT',
  429: 'TOO_MANY_ATTEMPTS',
};

/** The input field at fault: a field of `input`, or the path to a nested one (`['target', 'productId']`). */
export type InputField = string | readonly string[];

export function userError(code: UserErrorCode, message: string, field?: InputField): UserError {
  return { code, message, field: field ? ['input', ...[field].flat()] : null };
}

/** A refusal the gateway finds itself (before or between REST calls): thrown, answered as the payload's userError. */
export class Refusal extends Error {
  constructor(readonly userError: UserError) {
    super(userError.message);
  }
}

export const refuse = (code: UserErrorCode, message: string, field?: InputField) => new Refusal(userError(code, message, field));

/** A Refusal met by a query (which has no userErrors) as its BAD_USER_INPUT error; any other error as it is. */
export const asQueryError = (error: unknown) => (error instanceof Refusal ? badUserInput(error.message) : error);

/**
 * A REST refusal as the userError to show; `messages` replaces a REST message with the screen's own text (for
 * example "Email already exists" → "This Email Is Already Exist"). Anything that is not an expected refusal
 * (5xx, REST API unreachable, a bug) is rethrown and reaches the client masked.
 */
export function userErrorFrom(error: unknown, messages: Record<string, string> = {}): UserError {
  if (error instanceof Refusal) return error.userError;
  const code = error instanceof UpstreamError ? (CODE_OF_MESSAGE[error.message] ?? CODE_OF_STATUS[error.status]) : undefined;
  if (!code) throw error;
  const { message } = error as UpstreamError;
  return userError(code, messages[message] ?? message, fieldOf(message));
}

/** The mutation's payload, or the payload of its failure with the userError. */
export async function withUserErrors<T extends object, F extends object>(
  run: () => Promise<T>,
  failed: F,
  messages?: Record<string, string>,
): Promise<(T | F) & { userErrors: UserError[] }> {
  try {
    return { ...(await run()), userErrors: [] };
  } catch (error) {
    return { ...failed, userErrors: [userErrorFrom(error, messages)] };
  }
}

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

interface ShopperWrite {
  /** What a guest is told (code UNAUTHENTICATED). */
  signInMessage: string;
  /** The input field a 404 (the target is missing) is about unless its message names one; `messages` may replace its text too. */
  notFoundField?: string;
  /** Replacements for REST messages, as in `userErrorFrom`. */
  messages?: Record<string, string>;
  /**
   * The mutation's own names of the fields REST messages are about (`{ otp: 'code' }`), null for one its input does
   * not have (the refusal is then about no single field).
   */
  fields?: Record<string, string | null>;
}

/** `error` with its field named as the mutation's input names it (see ShopperWrite.fields). */
function renamed(error: UserError, fields: Record<string, string | null>): UserError {
  const [, name, ...rest] = error.field ?? [];
  if (name === undefined || !(name in fields)) return error;
  const field = fields[name];
  return { ...error, field: field ? ['input', field, ...rest] : null };
}

/**
 * A write as the signed-in shopper. A guest gets UNAUTHENTICATED without a REST call; an ended session (401)
 * UNAUTHENTICATED "Your session has expired..."; a missing target (404) NOT_FOUND; other refusals their userError.
 */
export async function asShopper<T extends object, F extends object>(
  signedIn: boolean,
  run: () => Promise<T>,
  failed: F,
  { signInMessage, notFoundField, messages, fields = {} }: ShopperWrite,
): Promise<(T | F) & { userErrors: UserError[] }> {
  const refused = (error: UserError) => ({ ...failed, userErrors: [renamed(error, fields)] });
  if (!signedIn) return refused(userError('UNAUTHENTICATED', signInMessage));
  try {
    return { ...(await run()), userErrors: [] };
  } catch (error) {
    if (isUpstreamStatus(error, 401)) return refused(userError('UNAUTHENTICATED', SESSION_EXPIRED));
    if (isUpstreamStatus(error, 404)) {
      return refused(userError('NOT_FOUND', messages?.[error.message] ?? error.message, fieldOf(error.message) ?? notFoundField));
    }
    return refused(userErrorFrom(error, messages));
  }
}
