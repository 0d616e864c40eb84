import { defaultTextMapSetter, ROOT_CONTEXT, trace, type Span, type Tracer } from '@opentelemetry/api';
import { FormData, Pool } from 'undici';
import { propagator } from '@marketplace/runtime/telemetry';
import { BudgetExceeded, type UpstreamBudget } from '../budget.ts';
import type { GatewayConfig } from '../config.ts';
import { createBreaker, DEFAULT_BREAKER, pause, retryDelay } from './resilience.ts';
import { REQUEST_ID_HEADER } from '../log.ts';
import { endCallSpan, startCallSpan } from '../telemetry.ts';
import type { Method } from './endpoints.ts';

/**
 * A REST call that answered 4xx/5xx (or could not be made: status 502/504), with the upstream status and answer
 * kept (some failures carry data: a 409 from /otp-check carries the existing user's session).
 */
export class UpstreamError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    message: string,
    readonly body?: unknown,
    /** The API's Retry-After, in seconds, when it sent one. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** The circuit breaker is open: the REST API kept failing, so no call goes out (and none is retried) for a while. */
export class CircuitOpen extends UpstreamError {
  constructor(path: string) {
    super(503, path, 'REST API unavailable: it kept failing, calls resume shortly');
    this.name = 'CircuitOpen';
  }
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

export type Query = Record<string, string | number | undefined>;

export interface CallOptions {
  method?: Method;
  /** JSON, or a FormData sent as multipart/form-data (file uploads). */
  body?: unknown;
  /** Send the shopper's bearer token; omitted for public reads. */
  token?: string | null;
  idempotencyKey?: string;
  /** The shopper's address, sent as `X-Forwarded-For` (the REST API's per-client limits count by it). */
  forwardedFor?: string | null;
  /** The GraphQL request's id, sent as `X-Request-Id` so both services log it. */
  requestId?: string;
  /** A file's ETag the client holds (the REST API answers 304 when it still matches). */
  ifNoneMatch?: string | null;
  /** The GraphQL request's span, when traced: the call gets a span of its own, a child of it. */
  parentSpan?: Span;
}

export interface UpstreamResponse<T> {
  data: T;
  headers: Record<string, string | string[] | undefined>;
  /** The answer's size on the wire (what the catalog cache counts against its limit). */
  bytes?: number;
}

const UNLIMITED: UpstreamBudget = { calls: Infinity, bytes: Infinity };

/** One request's upstream calls: how many, how long, how many bytes, against its budget. */
export class UpstreamStats {
  calls = 0;
  /** The weights of the reads it made (endpoints.ts): the REST calls its cost is charged. */
  charged = 0;
  bytes = 0;
  /** Wall time with at least one call in flight, so parallel calls are not counted twice. */
  busyMs = 0;
  private inFlight = 0;
  private busySince = 0;

  /** `stop` ends the whole request once it is past its budget (its other calls are aborted). */
  constructor(
    private readonly budget: UpstreamBudget = UNLIMITED,
    private readonly stop: (reason: Error) => void = () => {},
  ) {}

  private exceeded(what: string): BudgetExceeded {
    const error = new BudgetExceeded(what);
    this.stop(error);
    return error;
  }

  started() {
    if (this.calls >= this.budget.calls) throw this.exceeded(`${this.budget.calls} REST calls`);
    this.calls++;
    if (this.inFlight++ === 0) this.busySince = performance.now();
  }

  received(bytes: number) {
    this.bytes += bytes;
    if (this.bytes > this.budget.bytes) throw this.exceeded(`${this.budget.bytes} bytes of REST answers`);
  }

  finished() {
    if (--this.inFlight === 0) this.busyMs += performance.now() - this.busySince;
  }
}

/** Answers that say the API is down or overloaded (they count against it in the circuit breaker). */
const UNHEALTHY = new Set([502, 503, 504]);

/** Largest upstream body accepted (the whole category tree of 100k products is about 3.5 MB). */
const MAX_BODY_BYTES = 32 * 1024 * 1024;

/** The one connection pool to the REST API; every upstream call of the gateway goes through it. */
export function createUpstreamClient(
  config: Pick<GatewayConfig, 'upstreamUrl' | 'upstreamTimeoutMs' | 'breaker' | 'proxySecret'>,
  tracer: Tracer | null = null,
) {
  const breaker = createBreaker(config.breaker ?? DEFAULT_BREAKER);
  const base = new URL(config.upstreamUrl);
  const basePath = base.pathname.replace(/\/$/, '');
  const pool = new Pool(base.origin, {
    connections: 32,
    keepAliveTimeout: 10_000,
    connectTimeout: 5_000,
    headersTimeout: config.upstreamTimeoutMs,
    bodyTimeout: config.upstreamTimeoutMs,
  });

  async function send(path: string, options: CallOptions, signal: AbortSignal | undefined, span?: Span) {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (span) propagator.inject(trace.setSpan(ROOT_CONTEXT, span), headers, defaultTextMapSetter);
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
    if (options.forwardedFor && config.proxySecret) headers['x-proxy-secret'] = config.proxySecret;
    if (options.requestId) headers[REQUEST_ID_HEADER] = options.requestId;
    if (options.ifNoneMatch) headers['if-none-match'] = options.ifNoneMatch;
    const form = options.body instanceof FormData ? options.body : null;
    if (options.body !== undefined && !form) headers['content-type'] = 'application/json';
    if (!breaker.allows()) throw new CircuitOpen(path);
    try {
      const response = await pool.request({
        path: basePath + path,
        method: options.method ?? 'GET',
        headers,
        // undici writes a FormData as multipart with its own boundary header.
        body: form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
        signal,
      });
      if (UNHEALTHY.has(response.statusCode)) breaker.failed();
      else breaker.succeeded();
      return response;
    } catch (error) {
      // A request that ran out of time waiting counts against the API; a client that went away does not.
      if (signal?.aborted) {
        if ((signal.reason as Error | undefined)?.name === 'DeadlinePassed') breaker.failed();
        throw error;
      }
      breaker.failed();
      const timedOut = error instanceof Error && /Timeout/.test(error.name);
      throw new UpstreamError(timedOut ? 504 : 502, path, `REST API unreachable: ${(error as Error).message}`);
    }
  }

  /** A JSON call; a read that fails for a reason worth another try is tried again (writes never are). */
  async function call<T>(
    path: string,
    options: CallOptions,
    signal: AbortSignal | undefined,
    stats: UpstreamStats,
  ): Promise<UpstreamResponse<T>> {
    const idempotent = (options.method ?? 'GET') === 'GET';
    for (let attempt = 0; ; attempt++) {
      try {
        return await callOnce<T>(path, options, signal, stats);
      } catch (error) {
        const wait =
          idempotent && error instanceof UpstreamError && !(error instanceof CircuitOpen)
            ? retryDelay(error.status, error.retryAfter, attempt)
            : null;
        if (wait === null || signal?.aborted) throw error;
        await pause(wait, signal);
      }
    }
  }

  /** One JSON call; non-2xx answers become an UpstreamError carrying the API's `message`. */
  async function callOnce<T>(
    path: string,
    options: CallOptions,
    signal: AbortSignal | undefined,
    stats: UpstreamStats,
  ) {
    stats.started();
    const method = options.method ?? 'GET';
    const span =
      tracer && options.parentSpan ? startCallSpan(tracer, options.parentSpan, method, path, base) : undefined;
    let status: number | undefined;
    let failure: unknown;
    try {
      const response = await send(path, options, signal, span);
      status = response.statusCode;
      const { text, bytes } = await readCapped(response.body, path, stats);
      const data = text === '' ? undefined : parseJson(text, path);
      if (response.statusCode >= 400) {
        const message = (data as { message?: unknown } | undefined)?.message;
        const retryAfter = Number(response.headers['retry-after']);
        throw new UpstreamError(
          response.statusCode,
          path,
          typeof message === 'string' ? message : `HTTP ${response.statusCode}`,
          data,
          Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : undefined,
        );
      }
      return { data: data as T, headers: response.headers, bytes } satisfies UpstreamResponse<T>;
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      stats.finished();
      if (span) endCallSpan(span, status, failure);
    }
  }

  /** A GET answered as a stream (images and uploads the gateway passes through to the browser). */
  async function stream(path: string, signal: AbortSignal | undefined, ifNoneMatch?: string | null) {
    const response = await send(path, { ifNoneMatch }, signal);
    return { status: response.statusCode, headers: response.headers, body: response.body };
  }

  return { call, stream, close: () => pool.close() };
}

export type UpstreamClient = ReturnType<typeof createUpstreamClient>;

/** `client` as one traced GraphQL request uses it: each of its calls gets a span, a child of the request's. */
export function withParentSpan(client: UpstreamClient, parentSpan: Span): UpstreamClient {
  return {
    ...client,
    call: <T>(path: string, options: CallOptions, signal: AbortSignal | undefined, stats: UpstreamStats) =>
      client.call<T>(path, { ...options, parentSpan }, signal, stats),
  };
}

/** `path` with `query` appended, keys sorted so equal queries give equal strings (cache keys). */
export function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query).sort(([a], [b]) => a.localeCompare(b)))
    if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function readCapped(
  body: AsyncIterable<Buffer>,
  path: string,
  stats: UpstreamStats,
): Promise<{ text: string; bytes: number }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    stats.received(chunk.length);
    if (size > MAX_BODY_BYTES) throw new UpstreamError(502, path, 'REST API answer too large');
    chunks.push(chunk);
  }
  return { text: Buffer.concat(chunks).toString('utf8'), bytes: size };
}

function parseJson(text: string, path: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new UpstreamError(502, path, 'REST API answered with invalid JSON');
  }
}
