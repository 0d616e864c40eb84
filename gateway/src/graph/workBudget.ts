// Every object and list field, and every scalar field the gateway computes (one with a resolver of its own), counts
// against the request's work budget before it resolves, and a list's items once it has (context.ts, ExecutionWork):
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
import type { GraphQLContext } from '../context.ts';

const stopped = (context: GraphQLContext) => Promise.reject(context.signal.reason as Error);

function counted(context: GraphQLContext, answer: unknown) {
  return !Array.isArray(answer) || context.work.step(answer.length) ? answer : stopped(context);
}

function settled(context: GraphQLContext, answer: unknown) {
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
        ...[source, args, context, info]: [unknown, Record<string, unknown>, GraphQLContext, GraphQLResolveInfo]
      ) => {
        const answer = resolve(source, args, context, info);
        if (!list) return settled(context, answer);
        return settled(
          context,
          answer instanceof Promise ? answer.then((items) => counted(context, items)) : counted(context, answer),
        );
      };
      field.resolve = (source, args, context: GraphQLContext, info) => {
        if (!context.work.step()) return stopped(context);
        if (!context.work.turnIsLong()) return run(source, args, context, info);
        return nextTurn().then(() => (context.work.stopped ? stopped(context) : run(source, args, context, info)));
      };
    }
  }
  return schema;
}
