// Expected failures of mutations: the REST API's refusals (4xx) become userErrors with the storefront's messages.
import type { UserError, UserErrorCode } from '../__generated__/schema-types.ts';
import type { components } from '../__generated__/rest.ts';
import { isUpstreamStatus, UpstreamError } from '../upstream/client.ts';
import { badUserInput } from './errors.ts';

/** A REST refusal body (`{ message, code, field? }`), and its machine code. */
export type RestRefusal = components['schemas']['Error'];
export type RestCode = RestRefusal['code'];

/**
 * What a REST refusal is in the graph. `code`: the graph's code (left out where the REST code is the graph's too;
 * null: not a userError of itself, rethrown, though a shopper's 404 is NOT_FOUND); `field`: the graph's input field
 * (left out: the REST field, under its graph name; null: none).
 */
interface GraphRefusal {
  code?: UserErrorCode | null;
  field?: string | null;
}
type Mapped = GraphRefusal & { code: UserErrorCode | null };

const invalid = (field?: string | null): Mapped => ({ code: 'INVALID_INPUT', field });
const exists = (field?: string | null): Mapped => ({ code: 'ALREADY_EXISTS', field });
const notVerified = (field?: string | null): Mapped => ({ code: 'NOT_VERIFIED', field });
const credentials: Mapped = { code: 'INVALID_CREDENTIALS', field: null };
/** Not a userError of itself (a shopper's 404 is NOT_FOUND, with the REST field or the mutation's own). */
const missing: Mapped = { code: null };

/** Every REST refusal code, as the graph tells it (a new REST code fails the typecheck until it is added here). */
export const GRAPH_REFUSALS: { [C in RestCode]: C extends UserErrorCode ? GraphRefusal : Mapped } = {
  INVALID_INPUT: {},
  MALFORMED_URL: invalid(null),
  MALFORMED_JSON: invalid(null),
  MALFORMED_MULTIPART: invalid(null),
  PAYLOAD_TOO_LARGE: invalid(null),
  JSON_BODY_REQUIRED: missing,
  ROUTE_NOT_FOUND: missing,
  FORBIDDEN: notVerified(null),
  SANDBOX_REMOTE: notVerified(null),
  SANDBOX_HOSTNAME: notVerified(null),
  TOO_MANY_ATTEMPTS: {},
  INTERNAL_ERROR: missing,
  NO_TOKEN: credentials,
  INVALID_TOKEN: credentials,
  SIGN_IN_FAILED: credentials,
  GOOGLE_SIGN_IN_FAILED: credentials,
  GOOGLE_EMAIL_TAKEN: exists(null),
  EMAIL_TAKEN: exists(),
  PHONE_TAKEN: exists(),
  PHONE_USER_EXISTS: exists(),
  PHONE_NOT_VERIFIED: notVerified(),
  NEW_PHONE_NOT_VERIFIED: notVerified(),
  NEW_EMAIL_NOT_VERIFIED: notVerified(),
  GST_NOT_VERIFIED: notVerified(),
  OTP_INVALID: { code: 'INVALID_CODE' },
  OTP_INCORRECT: { code: 'INVALID_CODE' },
  OTP_EXPIRED: { code: 'CODE_EXPIRED' },
  EMAIL_MISSING: invalid(),
  EMAIL_ALREADY_VERIFIED: invalid(),
  VERIFIED_EMAIL_UNCHANGEABLE: invalid(),
  RESET_LINK_INVALID: { field: 'token' },
  RESET_LINK_EXPIRED: { field: 'token' },
  RESET_LINK_USED: { field: 'token' },
  ADDRESS_NOT_FOUND: missing,
  PRIMARY_ADDRESS: invalid(),
  CATEGORY_NOT_FOUND: missing,
  PRODUCT_UNREADABLE: missing,
  PRODUCT_NOT_FOUND: missing,
  BRAND_NOT_FOUND: missing,
  SELLER_NOT_FOUND: missing,
  DISCOUNT_NOT_FOUND: missing,
  IMAGE_NOT_FOUND: missing,
  OUT_OF_STOCK: {},
  MAX_QUANTITY: invalid(),
  NOT_IN_CART: missing,
  ALREADY_IN_WISHLIST: exists(),
  MOVED_ALREADY_IN_WISHLIST: exists(),
  NOT_IN_WISHLIST: missing,
  LIST_NOT_FOUND: missing,
  LIST_PRIVATE: notVerified(null),
  ALREADY_IN_LIST: exists(),
  NOT_IN_LIST: missing,
  // Placement refusals outside a checkout's own mapping (OrderPlacement.ts): about the order as a whole.
  COD_MISMATCH: invalid(null),
  PAYMENT_ORDER_UNEXPECTED: invalid(null),
  PAYMENT_REQUIRED: invalid(null),
  NOT_DELIVERABLE: { field: null },
  DUPLICATE_PRODUCT: invalid(null),
  PRODUCT_UNAVAILABLE: invalid(null),
  STOCK_SHORT: invalid(null),
  QUANTITY_OUT_OF_RANGE: invalid(null),
  PRICE_CHANGED: { field: null },
  NOT_ENOUGH_COINS: invalid(null),
  IDEMPOTENCY_KEY_REUSED: { field: null },
  ORDER_KEY_UNKNOWN: missing,
  PAYMENT_NOT_FOUND: invalid(null),
  PAYMENT_ORDER_NOT_FOUND: missing,
  PAYMENT_NOT_VERIFIED: { field: null },
  PAYMENT_VERIFICATION_FAILED: { code: 'PAYMENT_NOT_VERIFIED' },
  PAYMENT_ALREADY_VERIFIED: exists(),
  PAYMENT_ALREADY_COMPLETED: exists(),
  PAYMENT_AMOUNT_MISMATCH: invalid(null),
  PAYMENT_REFUNDED: { field: null },
  PAYMENT_ALREADY_USED: invalid(null),
  PAYMENT_USED: exists(),
  PAYMENT_NOT_CAPTURED: exists(),
  ORDER_DETAILS_NOT_FOUND: missing,
  CANCELLATION_DETAILS_NOT_FOUND: missing,
  ORDER_NOT_FOUND: missing,
  NOT_CANCELLABLE: invalid(),
  ORDER_ID_REQUIRED: invalid(),
  // Sellers' fulfilment calls: the graph never makes them.
  ORDER_LINE_NOT_FOUND: missing,
  ORDER_LINE_CANCELLED: missing,
  STEP_OUT_OF_ORDER: missing,
  FULFILMENT_KEY_INVALID: missing,
  ISSUE_NOT_OFFERED: invalid(null),
  ATTACHMENTS_UNKNOWN: invalid(),
  NO_IMAGES: invalid(null),
  TOO_MANY_IMAGES: invalid(),
  NOT_AN_IMAGE: invalid(),
  IMAGE_TOO_LARGE: invalid(),
  NO_REVIEWS: missing,
  CUSTOMER_MISMATCH: { code: 'UNAUTHENTICATED', field: null },
  SELLER_CUSTOMER_MISMATCH: notVerified(null),
  PRODUCT_NOT_RATEABLE: missing,
  BAD_PRODUCT_REFERENCE: invalid(null),
  CHECK_INPUT: invalid(),
  NOT_PURCHASED: {},
  REVIEW_IMAGES_UNKNOWN: invalid(null),
  ALREADY_RATED: exists(),
  SELLER_ALREADY_RATED: exists(),
};

/** The graph's names of REST body fields where they differ (`review` is a rating's `title`); null: no input of the graph. */
const GRAPH_FIELD_NAMES: Record<string, string | null> = {
  review: 'title',
  mediaUrl: 'images',
  listName: 'name',
  landMark: 'landmark',
  gstUsername: 'gstNumber',
  number: 'phone',
  newEmail: 'email',
  // A Google credential the storefront's button sends: the shopper types no such field.
  token: null,
};

/** The REST API takes one address wrapped in a list (`address.0.pincode`); the graph's input is the address itself. */
const ADDRESS_ITEM = /^address\.0\./;

/** The REST refusal an upstream error carries, if it is one. */
export function restRefusalOf(error: unknown): RestRefusal | undefined {
  const body = error instanceof UpstreamError ? (error.body as Partial<RestRefusal> | undefined) : undefined;
  return body?.code && body.code in GRAPH_REFUSALS ? (body as RestRefusal) : undefined;
}

/** The graph's field of a REST refusal (see GraphRefusal.field). */
function graphField(refusal: RestRefusal): string | undefined {
  const { field }: GraphRefusal = GRAPH_REFUSALS[refusal.code];
  if (field !== undefined) return field ?? undefined;
  const [name, ...rest] = refusal.field?.replace(ADDRESS_ITEM, '').split('.') ?? [];
  if (name === undefined || rest.length) return undefined;
  const renamed = GRAPH_FIELD_NAMES[name];
  return renamed === undefined ? name : (renamed ?? undefined);
}

/** Replacements of REST messages by the screen's own text, by REST code (or `code:field` for one field's refusal). */
export type Messages = Partial<Record<RestCode | `${RestCode}:${string}`, string>>;

const messageOf = (refusal: RestRefusal, messages: Messages = {}) =>
  messages[`${refusal.code}:${refusal.field}`] ?? messages[refusal.code] ?? refusal.message;

/** The input field at fault: a field of `input`, or the path to a nested one (`['target', 'productId']`). */
export type InputField = string | readonly string[];

export function userError(code: UserErrorCode, message: string, field?: InputField): UserError {
  return { code, message, field: field ? ['input', ...[field].flat()] : null };
}

/**
 * A refusal the gateway finds itself (before or between REST calls): thrown, answered as the payload's userErrors,
 * one per field at fault (at least one).
 */
export class Refusal extends Error {
  readonly userErrors: readonly [UserError, ...UserError[]];

  constructor(first: UserError, ...more: UserError[]) {
    super(first.message);
    this.userErrors = [first, ...more];
  }

  /** The first of them. */
  get userError(): UserError {
    return this.userErrors[0];
  }
}

export const refuse = (code: UserErrorCode, message: string, field?: InputField) =>
  new Refusal(userError(code, message, field));

/**
 * Runs each check of an input's fields and answers their results, or refuses with every check's refusal at once: a
 * form is refused whole, never one field per round trip.
 */
export function checkAll<T extends unknown[]>(...checks: { [K in keyof T]: () => T[K] }): T {
  const refused: UserError[] = [];
  const results = checks.map((check) => {
    try {
      return check();
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      refused.push(...error.userErrors);
      return undefined;
    }
  });
  const [first, ...more] = refused;
  if (first) throw new Refusal(first, ...more);
  return results as T;
}

/** A Refusal met by a query (which has no userErrors) as its BAD_USER_INPUT error; any other error as it is. */
export const asQueryError = (error: unknown) => (error instanceof Refusal ? badUserInput(error.message) : error);

/** One REST refusal as the graph's userError; null when it is not a userError of itself. */
function graphUserError(refusal: RestRefusal, messages?: Messages): UserError | null {
  const { code = refusal.code as UserErrorCode }: GraphRefusal = GRAPH_REFUSALS[refusal.code];
  return code === null ? null : userError(code, messageOf(refusal, messages), graphField(refusal));
}

/**
 * A REST refusal as the userErrors to show, by code: one per field the REST API refused (a body breaking several
 * fields' rules lists each in `errors`), or the one refusal; `messages` replaces a REST message with the screen's own
 * text (for example EMAIL_TAKEN "Email already exists" → "This Email Is Already Exist"). Anything that is not an
 * expected refusal (5xx, REST API unreachable, a bug) is rethrown and reaches the client masked.
 */
export function userErrorsFrom(error: unknown, messages?: Messages): UserError[] {
  if (error instanceof Refusal) return [...error.userErrors];
  const refusal = restRefusalOf(error);
  const first = refusal && graphUserError(refusal, messages);
  if (!refusal || !first) throw error;
  const each = (refusal.errors ?? []).flatMap((one) => graphUserError(one, messages) ?? []);
  return each.length > 0 ? each : [first];
}

/** The mutation's payload, or the payload of its failure with the userError. */
export async function withUserErrors<T extends object, F extends object>(
  run: () => Promise<T>,
  failed: F,
  messages?: Messages,
): Promise<(T | F) & { userErrors: UserError[] }> {
  try {
    return { ...(await run()), userErrors: [] };
  } catch (error) {
    return { ...failed, userErrors: userErrorsFrom(error, messages) };
  }
}

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

interface ShopperWrite {
  /** What a guest is told (code UNAUTHENTICATED). */
  signInMessage: string;
  /** The input field a 404 (the target is missing) is about unless its message names one; `messages` may replace its text too. */
  notFoundField?: string;
  /** Replacements for REST messages, as in `userErrorsFrom`. */
  messages?: Messages;
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
 * UNAUTHENTICATED "Your session has expired..."; a missing target (404) NOT_FOUND; other refusals their userErrors.
 */
export async function asShopper<T extends object, F extends object>(
  signedIn: boolean,
  run: () => Promise<T>,
  failed: F,
  { signInMessage, notFoundField, messages, fields = {} }: ShopperWrite,
): Promise<(T | F) & { userErrors: UserError[] }> {
  const refused = (...errors: UserError[]) => ({ ...failed, userErrors: errors.map((e) => renamed(e, fields)) });
  if (!signedIn) return refused(userError('UNAUTHENTICATED', signInMessage));
  try {
    return { ...(await run()), userErrors: [] };
  } catch (error) {
    if (isUpstreamStatus(error, 401)) return refused(userError('UNAUTHENTICATED', SESSION_EXPIRED));
    const refusal = restRefusalOf(error);
    if (refusal && isUpstreamStatus(error, 404))
      return refused(userError('NOT_FOUND', messageOf(refusal, messages), graphField(refusal) ?? notFoundField));
    return refused(...userErrorsFrom(error, messages));
  }
}
