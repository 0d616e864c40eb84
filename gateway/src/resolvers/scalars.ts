import {
  getDirectiveValues,
  GraphQLScalarType,
  GraphQLSpecifiedByDirective,
  isScalarType,
  Kind,
  type GraphQLSchema,
} from 'graphql';
import type { DateTimeValue } from '../graph/mappers.ts';
import { badUserInput } from '../graph/errors.ts';
import type { Timestamp } from '../upstream/dto.ts';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function parseDateTime(value: unknown): string {
  if (typeof value !== 'string' || !ISO_DATE_TIME.test(value) || Number.isNaN(Date.parse(value)))
    throw badUserInput(`DateTime must be an ISO-8601 date and time, got ${JSON.stringify(value)}`);
  return value;
}

/** Milliseconds since the epoch of one of the REST API's `{ _seconds, _nanoseconds }` timestamps. */
export const millisOf = (t: Timestamp) => t._seconds * 1000 + Math.floor(t._nanoseconds / 1e6);

/** The REST API's `{ _seconds, _nanoseconds }` timestamps become ISO-8601 strings here. */
export const DateTime = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  serialize(value) {
    const v = value as DateTimeValue;
    const date = v instanceof Date ? v : new Date(millisOf(v));
    return date.toISOString();
  },
  parseValue: parseDateTime,
  parseLiteral: (ast) => parseDateTime(ast.kind === Kind.STRING ? ast.value : undefined),
});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !ISO_DATE.test(value) || Number.isNaN(Date.parse(value)))
    throw badUserInput(`Date must be an ISO-8601 day (YYYY-MM-DD), got ${JSON.stringify(value)}`);
  return value;
}

/** A calendar day in India, `YYYY-MM-DD` (see `graph/delivery.ts`). */
export const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  serialize: (value) => value as string,
  parseValue: parseDate,
  parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
});

/**
 * `schema` with each custom scalar's description and `@specifiedBy` URL as schema.graphql writes them.
 * makeExecutableSchema copies every property of a resolver's GraphQLScalarType (those above) onto the SDL's scalar,
 * the ones they leave unset too, so introspection answered neither; the SDL's own syntax tree, which it keeps, has both.
 */
export function withScalarDocs(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isScalarType(type) || !type.astNode) continue;
    type.description ??= type.astNode.description?.value;
    type.specifiedByURL ??= getDirectiveValues(GraphQLSpecifiedByDirective, type.astNode)?.url as string | undefined;
  }
  return schema;
}
