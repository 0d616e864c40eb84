export type ApiStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500;

/** An expected failure: answered with its status and `{ message, code, field? }` (refusals.ts), never a stack trace. */
export class ApiError extends Error {
  constructor(
    readonly status: ApiStatus,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
