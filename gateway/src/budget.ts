// The request budget: what one GraphQL request may spend (a deadline, REST calls, bytes of REST answers, objects in
// its answer), its defaults, the errors that stop it, and the spending of its deadline and of its objects. (Its REST
// calls and bytes are counted by upstream/client.ts's UpstreamStats; a client's cost budget per minute, across
// requests, is http/rateLimits.ts's, spent by http/plugins/costBudget.ts.)
//
// Every object and list field, and every scalar field the gateway computes (one with a resolver of its own), counts
// against the request's work budget before it resolves, and a list's items once it has (ExecutionWork, below):
// a document the cost estimate let through still stops at the budget or the deadline. (The estimate leaves nothing
// out: 10 000 products asking for `description` 15 times each through aliases took 2 to 4 s of one core.)
// Once the request is stopped, each field that starts or was waiting fails with the stop's error at its path, so the
// answer keeps what had resolved (yoga.ts waits a moment for that). A field never fails synchronously: graphql-js
// would abandon the promises of the fields beside it, whose rejections then go unhandled. A long execution gives the event loop back
// every few milliseconds, so other requests are served in between (a field then resolves on the next turn).
import {
  defaultFieldResolver,
  getNamedType,
  getNullableType,
  isLeafType,
  isListType,
  isObjectType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';

/** What one GraphQL request may spend upstream before it is stopped (the second line behind the operation limits). */
export interface UpstreamBudget {
  /** REST calls (reads answered from the catalog cache are free). */
  calls: number;
  /** Bytes of REST answers. */
  bytes: number;
}

/** What one request may spend: a deadline, REST calls, bytes of REST answers and objects in its answer. */
export interface RequestBudget extends UpstreamBudget {
  deadlineMs: number;
  objects: number;
}

export const DEFAULT_BUDGET: RequestBudget = {
  deadlineMs: 5_000,
  calls: 250,
  bytes: 64 * 1024 * 1024,
  objects: 20_000,
};

/** A request went past its budget: it ends with a masked error, and nothing more is fetched for it. */
export class BudgetExceeded extends Error {
  constructor(what: string) {
    super(`The request went past its budget of ${what}`);
    this.name = 'BudgetExceeded';
  }
}

/** A request ran past its deadline: what it still waits for is abandoned, and it ends with a masked error. */
export class DeadlinePassed extends Error {
  constructor(ms: number) {
    super(`The request ran past its deadline of ${ms} ms`);
    this.name = 'DeadlinePassed';
  }
}

/** Aborts with the client's abort, or with DeadlinePassed `ms` after the request started (an error, never a silent cancel). */
export function requestController(client: AbortSignal, ms: number): AbortController {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DeadlinePassed(ms)), ms);
  timer.unref();
  client.addEventListener(
    'abort',
    () => {
      clearTimeout(timer);
      controller.abort(client.reason);
    },
    { once: true },
  );
  return controller;
}

/** How long an execution may hold the event loop before it lets other requests in (ms). */
const TURN_MS = 5;

/**
 * Counts the objects an answer resolves (each object or list field, and each scalar field the gateway computes,
 * before it resolves, and each item of a list it answered): past the budget the request is stopped, and once it is
 * (its deadline, its REST budget too) no resolver starts; what had resolved is answered, with the stop's error on the
 * fields it stopped (the catalog cache costs no REST call, but its objects count).
 */
export class ExecutionWork {
  private count = 0;
  private checks = 0;
  private turnStart = performance.now();

  constructor(
    private readonly controller: AbortController,
    private readonly maxObjects: number,
  ) {}

  /** Counts `objects`; false when the request is stopped (now, or before). */
  step(objects = 1): boolean {
    if (this.controller.signal.aborted) return false;
    this.count += objects;
    if (this.count <= this.maxObjects) return true;
    this.controller.abort(new BudgetExceeded(`${this.maxObjects} objects in an answer`));
    return false;
  }

  /** True (and a new turn starts) when this turn of the event loop has run for TURN_MS; checked every 64 objects. */
  turnIsLong(): boolean {
    if (++this.checks % 64 !== 0) return false;
    const now = performance.now();
    if (now - this.turnStart < TURN_MS) return false;
    this.turnStart = now;
    return true;
  }

  /** The objects counted so far. */
  get objects() {
    return this.count;
  }

  get stopped() {
    return this.controller.signal.aborted;
  }
}

/** What the wrapped resolvers read of a request's context (context.ts's RequestScope has both). */
interface Spending {
  signal: AbortSignal;
  work: ExecutionWork;
}

const stopped = (context: Spending) => Promise.reject(context.signal.reason as Error);

function counted(context: Spending, answer: unknown) {
  return !Array.isArray(answer) || context.work.step(answer.length) ? answer : stopped(context);
}

function settled(context: Spending, answer: unknown) {
  if (!(answer instanceof Promise)) return answer;
  return answer.catch((error: unknown) => Promise.reject(context.work.stopped ? context.signal.reason : error));
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Wraps `schema`'s resolvers: object and list fields, and scalars with a resolver, count against the budget (plain
 * scalars come with their object), and a field of a stopped request fails with the stop's reason.
 */
export function withWorkBudget(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (isLeafType(getNamedType(field.type)) && !field.resolve) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      const list = isListType(getNullableType(field.type));
      const run = (
        ...[source, args, context, info]: [unknown, Record<string, unknown>, Spending, GraphQLResolveInfo]
      ) => {
        const answer = resolve(source, args, context, info);
        if (!list) return settled(context, answer);
        return settled(
          context,
          answer instanceof Promise ? answer.then((items) => counted(context, items)) : counted(context, answer),
        );
      };
      field.resolve = (source, args, context: Spending, info) => {
        if (!context.work.step()) return stopped(context);
        if (!context.work.turnIsLong()) return run(source, args, context, info);
        return nextTurn().then(() => (context.work.stopped ? stopped(context) : run(source, args, context, info)));
      };
    }
  }
  return schema;
}
