import {
  cacheExchange,
  Client,
  fetchExchange,
  subscriptionExchange,
  type AnyVariables,
  type OperationResult,
} from '@urql/core';
import { persistedExchange } from '@urql/exchange-persisted';
import { createClient as createSseClient } from 'graphql-sse';

/**
 * An urql client with its defaults (the document cache, queries as GET within the URL limit, mutations as JSON
 * POST) plus automatic persisted queries (a query goes as its SHA-256 hash; the document follows only the first
 * time the gateway has not seen it), and subscriptions over GraphQL over SSE (graphql-sse's client: one POST per
 * subscription, retried when the stream drops). Every request carries the bearer token `useToken` was given (the
 * sign-in's); no preflight header is needed, since a request without cookies cannot be forged against a shopper
 * (docs/clients.md).
 */
export function createClient(url: string) {
  let token: string | null = null;
  const authorization = (): Record<string, string> => (token === null ? {} : { authorization: `Bearer ${token}` });
  const sse = createSseClient({ url, headers: authorization });
  const client = new Client({
    url,
    exchanges: [
      cacheExchange,
      persistedExchange(),
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe: (sink) => ({ unsubscribe: sse.subscribe({ ...request, query: request.query ?? '' }, sink) }),
        }),
      }),
      fetchExchange,
    ],
    fetchOptions: (): RequestInit => ({ headers: authorization() }),
  });
  return Object.assign(client, { useToken: (value: string) => void (token = value) });
}

/** The answer's data; a transport or GraphQL error (a malformed document, a limit, a fault) ends the run. */
export async function dataOf<Data, Variables extends AnyVariables>(
  result: PromiseLike<OperationResult<Data, Variables>>,
): Promise<Data> {
  const { data, error } = await result;
  if (error) throw new Error(error.message);
  if (!data) throw new Error('The answer has no data');
  return data;
}

interface UserError {
  field?: readonly string[] | null;
  code: string;
  message: string;
}

/** A userError as the run prints it: its code, the field at fault and the message. */
export const describe = ({ field, code, message }: UserError) =>
  `${code}${field ? ` at ${field.join('.')}` : ''}: ${message}`;

/** A mutation's payload once it succeeded; a refusal (its `userErrors`: field, code, message) ends the run. */
export function accepted<Payload extends { userErrors: readonly UserError[] }>(
  step: string,
  payload: Payload,
): Payload {
  if (payload.userErrors.length) {
    throw new Error(`${step} was refused: ${payload.userErrors.map(describe).join('; ')}`);
  }
  return payload;
}
