// The fixed choices of the storefront's forms, as the REST API accepts them and the gateway offers them.

/**
 * The reasons a shopper may give for cancelling order items, in the form's order: the graph's `CancellationReason`
 * names each, the REST API stores and accepts its text.
 */
export const CANCELLATION_REASONS = {
  BETTER_PRICE_ELSEWHERE: 'I found a better price elsewhere',
  WRONG_ADDRESS: 'I entered wrong address',
  WRONG_PRODUCT: 'I ordered the wrong product',
  CHANGED_MIND: 'I changed my mind',
  DELIVERY_TOO_LONG: 'Delivery time is too long',
  OTHER: 'Other reason',
} as const;

type ReasonText = (typeof CANCELLATION_REASONS)[keyof typeof CANCELLATION_REASONS];
export const CANCELLATION_REASON_TEXTS = Object.values(CANCELLATION_REASONS) as [ReasonText, ...ReasonText[]];

/** The issues a support ticket may be about, by the department that handles them. */
export const SUPPORT_ISSUES = { 'Customer Support': ['Order Issue'], Seller: ['Report', 'Ask a Question'] } as const;
