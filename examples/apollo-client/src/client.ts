import { createHash } from 'node:crypto';
import { ApolloClient, ApolloLink, InMemoryCache, type Reference } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { print, type OperationDefinitionNode } from 'graphql';
import { createClient as createSseClient, type Client as SseClient } from 'graphql-sse';
import { Observable } from 'rxjs';
import { SetContextLink } from '@apollo/client/link/context';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { typePolicies } from './typePolicies';

const sha256 = (document: string) => createHash('sha256').update(document).digest('hex');

/** Subscriptions over GraphQL over SSE (graphql-sse's client: one POST per subscription, retried when it drops). */
const sseLink = (sse: SseClient) =>
  new ApolloLink(
    (operation) =>
      new Observable((observer) =>
        sse.subscribe(
          { query: print(operation.query), variables: operation.variables, operationName: operation.operationName },
          {
            next: (result) => observer.next(result as ApolloLink.Result),
            complete: () => observer.complete(),
            error: (error) => observer.error(error),
          },
        ),
      ),
  );

const isSubscription = (operation: ApolloLink.Operation) =>
  (getMainDefinition(operation.query) as OperationDefinitionNode).operation === 'subscription';

/**
 * Apollo Client with a normalized cache (typePolicies.ts), automatic persisted queries (the document's SHA-256
 * first, the document itself only when the gateway asks for it), uploads (a mutation whose variables hold a `File`
 * goes as a GraphQL multipart request, any other as JSON) and subscriptions over SSE, whose answers update the
 * cached records by their ids. Every request carries the bearer token `useToken` was given (the sign-in's); no
 * preflight header is needed, since a request without cookies cannot be forged against a shopper (docs/clients.md).
 */
export function createClient(uri: string) {
  let token: string | null = null;
  const bearer = new SetContextLink(({ headers }) => ({
    headers: token === null ? headers : { ...headers, authorization: `Bearer ${token}` },
  }));
  const sse = createSseClient({
    url: uri,
    headers: (): Record<string, string> => (token === null ? {} : { authorization: `Bearer ${token}` }),
  });
  const client = new ApolloClient({
    cache: new InMemoryCache({ typePolicies }),
    link: ApolloLink.split(
      isSubscription,
      sseLink(sse),
      ApolloLink.from([bearer, new PersistedQueryLink({ sha256 }), new UploadHttpLink({ uri })]),
    ),
  });
  return Object.assign(client, { useToken: (value: string | null) => void (token = value) });
}

/**
 * After a sign-in or a sign-out, the cache's `viewer` is the payload's: each shopper and each guest is a viewer of
 * their own (`Viewer.id`), so the one before keeps its cart and lists under its own id, and queries of `viewer` read
 * the new one's. The active queries are fetched again: shared objects hold fields that depend on who asks
 * (`Product.inCart`, `inWishlist`, `viewerHasPurchased`, `viewerReview`).
 */
export async function becomeViewer(client: ApolloClient, { id }: { id: string }) {
  client.cache.modify({
    id: 'ROOT_QUERY',
    fields: { viewer: (_, { toReference }) => toReference({ __typename: 'Viewer', id }) as Reference },
  });
  await client.refetchQueries({ include: 'active' });
}

interface UserError {
  field?: readonly string[] | null;
  code: string;
  message: string;
}

/** A mutation's payload once it succeeded; a refusal (its `userErrors`: field, code, message) ends the run. */
export function accepted<Payload extends { userErrors: readonly UserError[] }>(
  step: string,
  payload: Payload | null | undefined,
): Payload {
  if (!payload) throw new Error(`${step} answered no payload`);
  if (payload.userErrors.length) {
    const reasons = payload.userErrors.map(
      ({ field, code, message }) => `${code}${field ? ` at ${field.join('.')}` : ''}: ${message}`,
    );
    throw new Error(`${step} was refused: ${reasons.join('; ')}`);
  }
  return payload;
}
