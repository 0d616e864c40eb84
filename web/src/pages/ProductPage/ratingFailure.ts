import { GraphQLResponseError, HttpStatusError, NoResponseError } from '../../relay/networkErrors.ts';

/**
 * What the review form says when a rating got no usable answer. Refusals the REST
 * API tells apart (already rated, not purchased, bad rating, product gone, session ended, access denied) come back
 * as userErrors already in the product's words and are shown as they are; this covers the rest.
 */
export function ratingFailureMessage(error: Error): string {
  if (error instanceof NoResponseError)
    return 'Unable to connect to the server. Please check your internet connection and try again.';
  // The gateway masks an unexpected failure (a REST 5xx, the REST API unreachable) as a GraphQL error.
  if (error instanceof GraphQLResponseError || (error instanceof HttpStatusError && error.status >= 500)) {
    return 'A server error occurred. Please try again later.';
  }
  if (error instanceof HttpStatusError) return `An error occurred: ${error.statusText || error.status}`;
  return 'An unexpected error occurred. Please try again.';
}
