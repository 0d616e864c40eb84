// How a GraphQL request failed, kept apart so a screen can word each case.

/** The request got no answer at all (offline, server down, connection dropped). */
export class NoResponseError extends Error {
  constructor(cause: unknown) {
    super('Unable to reach the server', { cause });
  }
}

/** The server answered with an HTTP error status instead of a GraphQL result. */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super(`The server answered ${status} ${statusText}`.trim());
  }
}

/** The server answered GraphQL errors and no data (a masked server failure, a refused document). */
export class GraphQLResponseError extends Error {}
