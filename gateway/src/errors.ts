import { GraphQLError } from 'graphql';
import { UpstreamError } from './upstream/client.ts';

/** A client mistake (bad ID, bad argument): shown to the client as is, never masked. */
export function badUserInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** The REST API answered `status` (404 for a missing resource, 401 for an ended session, ...). */
export function isUpstreamStatus(error: unknown, ...statuses: number[]): error is UpstreamError {
  return error instanceof UpstreamError && statuses.includes(error.status);
}

/** The call's answer, or null when the REST API says the resource is missing (or not the shopper's). */
export async function orNull<T>(answer: Promise<T>, ...statuses: number[]): Promise<T | null> {
  try {
    return await answer;
  } catch (error) {
    if (isUpstreamStatus(error, ...(statuses.length ? statuses : [404]))) return null;
    throw error;
  }
}
