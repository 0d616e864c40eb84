// The graph's GraphQL errors. Each carries an `extensions.code` clients can branch on; expected failures of
// mutations are userErrors instead (userErrors.ts), and anything unexpected is masked by Yoga and logged.
import { GraphQLError } from 'graphql';

/**
 * A GraphQL error shown to the client as is (never masked), with its code; `path` for a field's, `http` for one that
 * ends the whole request with its own status.
 */
export const graphError = (
  code: string,
  message: string,
  { path, http }: { path?: readonly (string | number)[]; http?: { status: number } } = {},
) => new GraphQLError(message, { path, extensions: { code, ...(http && { http }) } });

/** A client mistake (a bad ID, a bad argument). */
export const badUserInput = (message: string) => graphError('BAD_USER_INPUT', message);

/** Something the query names no longer exists (a product taken off the catalog). */
export const notFound = (message: string) => graphError('NOT_FOUND', message);

/** What only a signed-in shopper may ask for (a subscription to their orders), asked by a guest. */
export const unauthenticated = (message: string) => graphError('UNAUTHENTICATED', message);

/**
 * The REST API's data contradicts itself (a product whose category is missing from the tree). Not the client's
 * business and no reason to fail a list: the field that reads it is nullable, answers null, and this logs it.
 */
export function inconsistency(message: string): null {
  console.warn(`Inconsistent upstream data: ${message}`);
  return null;
}
