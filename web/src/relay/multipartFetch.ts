import type { GraphQLResponse, UploadableMap } from 'relay-runtime';
import type { GraphQLRequestBody } from './batchingFetch.ts';
import { HttpStatusError, NoResponseError } from './networkErrors.ts';

/**
 * Sends one operation with files as a GraphQL multipart request (github.com/jaydenseric/graphql-multipart-request-spec):
 * `operations` (the JSON body, files as null), `map` (which variable each file fills), then the files. An
 * uploadable's key is its path in the variables, such as `input.images.0`. Multipart is a form's encoding, so the
 * gateway also wants `X-GraphQL-CSRF`, which a page of another site cannot add without a preflight.
 */
export async function multipartFetch(
  url: string,
  body: GraphQLRequestBody,
  uploadables: UploadableMap,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<GraphQLResponse> {
  const keys = Object.keys(uploadables);
  const form = new FormData();
  form.append('operations', JSON.stringify(body));
  form.append('map', JSON.stringify(Object.fromEntries(keys.map((key, i) => [String(i), [`variables.${key}`]]))));
  keys.forEach((key, i) => form.append(String(i), uploadables[key]!));
  const response = await fetchImpl(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'X-GraphQL-CSRF': '1' },
    body: form,
  }).catch((error: unknown) => {
    throw new NoResponseError(error);
  });
  if (!response.ok) throw new HttpStatusError(response.status, response.statusText);
  return (await response.json()) as GraphQLResponse;
}
