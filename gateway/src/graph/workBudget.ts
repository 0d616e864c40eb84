// Every object and list field, and every scalar field the gateway computes (one with a resolver of its own), counts
// against the request's work budget before it resolves, and a list's items once it has (context.ts, ExecutionWork):
// a document the cost estimate let through still stops whole at the budget or the deadline. (The estimate leaves
// scalars out: 10 000 products asking for `description` 15 times each through aliases took 2 to 4 s of one core.)
// The request's one error is the stop's (yoga.ts races execution against it); what its resolvers do after that is
// dropped: they never settle, since a rejection nobody awaits any more (the executor stops awaiting a field's
// siblings once one fails) would be an unhandled rejection.
import {
  defaultFieldResolver,
  getNamedType,
  getNullableType,
  isLeafType,
  isListType,
  isObjectType,
  type GraphQLSchema,
} from 'graphql';
import type { GraphQLContext } from '../context.ts';

const dropped = () => new Promise<never>(() => {});

function counted(context: GraphQLContext, answer: unknown) {
  return !Array.isArray(answer) || context.work.step(answer.length) ? answer : dropped();
}

function settled(context: GraphQLContext, answer: unknown) {
  if (!(answer instanceof Promise)) return answer;
  return answer.catch((error: unknown) => (context.work.stopped ? dropped() : Promise.reject(error)));
}

/**
 * Wraps `schema`'s resolvers: object and list fields, and scalars with a resolver, count against the budget (plain
 * scalars come with their object), and every resolver of the gateway's own stops reporting once the request is stopped.
 */
export function withWorkBudget(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (isLeafType(getNamedType(field.type)) && !field.resolve) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      const list = isListType(getNullableType(field.type));
      field.resolve = (source, args, context: GraphQLContext, info) => {
        if (!context.work.step()) return dropped();
        const answer = resolve(source, args, context, info);
        if (!list) return settled(context, answer);
        return settled(
          context,
          answer instanceof Promise ? answer.then((items) => counted(context, items)) : counted(context, answer),
        );
      };
    }
  }
  return schema;
}
