import type { YogaInitialContext } from 'graphql-yoga';
import { clientAddressOf } from './http/clientAddress.ts';
import type { Idempotency } from './graph/idempotency.ts';
import { createLoaders, type Loaders } from './graph/loaders.ts';
import { requestIdOf } from './log.ts';
import { RequestSession } from './http/session.ts';
import { ExecutionWork, requestController, type RequestBudget } from './budget.ts';
import { UpstreamStats, withParentSpan, type UpstreamClient } from './upstream/client.ts';
import { RequestVerifications } from './http/verifications.ts';
import type { CatalogCache } from './upstream/catalogCache.ts';
import type { OrderEventSource } from './graph/orderEvents.ts';
import type { SubscriptionSlots } from './graph/subscriptionSlots.ts';
import { createRest, type Rest } from './upstream/rest.ts';
import { requestSpanOf } from './telemetry.ts';

export type GraphQLContext = YogaInitialContext & RequestScope;

export interface RequestScope {
  rest: Rest;
  loaders: Loaders;
  stats: UpstreamStats;
  session: RequestSession;
  /** Phone and GSTIN verifications carried between the steps of a sign-up (HttpOnly cookies). */
  verifications: RequestVerifications;
  /** The client's address (the socket's peer); null for in-process requests. */
  clientAddress: string | null;
  /** Whether the development sandbox is on (the payment provider's checkout window is then the gateway's). */
  sandbox: boolean;
  /** Where shoppers reach the storefront (PUBLIC_ORIGIN), for the links the graph hands out. */
  publicOrigin: string;
  /** When the request started (ms): one instant for every time comparison of the answer. */
  now: number;
  /** Aborts when the client goes away, the request's deadline passes or it goes past its budget: its REST calls and its execution stop. */
  signal: AbortSignal;
  /** The objects the answer has resolved so far, against the budget. */
  work: ExecutionWork;
  /** The request's id, in its log lines and on its REST calls. */
  requestId: string;
  /** Retry-safe writes: the first result of each idempotency key (shared by the gateway's requests). */
  idempotency: Idempotency;
  /** What HTTP caches may keep of the answer: nothing once it read a secret input (a reset link's token). */
  responseCache: { noStore: boolean };
  /** Where subscriptions hear that an order line moved. */
  orderEvents: OrderEventSource;
  /** The instance's open subscriptions, against their limits. */
  subscriptions: SubscriptionSlots;
  /**
   * A new scope for the same request (its session and client): a deadline, budget, loaders and REST dedupe of its
   * own. A subscription takes one for each event it answers, as if each were a request of its own.
   */
  renewed: () => RequestScope;
}

/** How long a stopped execution has to answer what it resolved before the request ends with the stop's error (ms). */
const SETTLE_MS = 1_000;

/**
 * Settles as `work` does, or rejects with the signal's reason SETTLE_MS after it aborts (a stopped execution
 * normally settles at once, every field failing: this is for one stuck on something that ignores the signal). One
 * listener per operation: the executor's own `signal` option races every object of the answer against it, which cost
 * a quarter of a screen's throughput.
 */
export function untilAborted<T>(work: T | Promise<T>, signal: AbortSignal): T | Promise<T> {
  signal.throwIfAborted();
  if (!(work instanceof Promise)) return work;
  let onAbort = () => {};
  let timer: NodeJS.Timeout | undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => void (timer = setTimeout(() => reject(signal.reason), SETTLE_MS));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([work, aborted]).finally(() => {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  });
}

interface ScopeOptions {
  cache: CatalogCache | null;
  idempotency: Idempotency;
  sandbox: boolean;
  publicOrigin: string;
  budget: RequestBudget;
  /** The clock (ms); `Date.now` unless a test moves time by hand. */
  now?: () => number;
  /** Proxies whose X-Forwarded-For names the client (clientAddress.ts). */
  trustedProxies: string[];
  orderEvents: OrderEventSource;
  subscriptions: SubscriptionSlots;
}

/**
 * Builds each request's context. Operations batched into one HTTP request share one scope (session, loaders,
 * REST dedupe, upstream stats), so a screen's shell and page queries never fetch a resource twice.
 */
export function createContextFactory(
  client: UpstreamClient,
  {
    cache,
    idempotency,
    sandbox,
    publicOrigin,
    budget,
    now: clock = Date.now,
    trustedProxies,
    orderEvents,
    subscriptions,
  }: ScopeOptions,
) {
  const scopes = new WeakMap<Request, RequestScope>();

  function newScope(request: Request, clientAddress: string | null): RequestScope {
    const controller = requestController(request.signal, budget.deadlineMs);
    const { signal } = controller;
    const stats = new UpstreamStats(budget, (reason) => controller.abort(reason));
    const work = new ExecutionWork(controller, budget.objects);
    const session = new RequestSession(request);
    const requestId = requestIdOf(request);
    const span = requestSpanOf(request);
    const rest = createRest({
      client: span ? withParentSpan(client, span) : client,
      cache,
      session,
      signal,
      stats,
      clientAddress,
      requestId,
    });
    const verifications = new RequestVerifications(request);
    const loaders = createLoaders(rest);
    const responseCache = { noStore: false };
    const now = clock();
    return {
      rest,
      loaders,
      stats,
      session,
      verifications,
      clientAddress,
      sandbox,
      publicOrigin,
      now,
      signal,
      work,
      requestId,
      idempotency,
      responseCache,
      orderEvents,
      subscriptions,
      renewed: () => newScope(request, clientAddress),
    };
  }

  function scopeOf(request: Request, clientAddress: string | null): RequestScope {
    let scope = scopes.get(request);
    if (!scope) scopes.set(request, (scope = newScope(request, clientAddress)));
    return scope;
  }

  return {
    createContext: (initial: YogaInitialContext) => scopeOf(initial.request, clientAddressOf(initial, trustedProxies)),
    /** The scope of a request, if it ran GraphQL operations. */
    scopeOf: (request: Request) => scopes.get(request),
  };
}
