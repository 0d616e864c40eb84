import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { withWorkBudget } from './budget.ts';
import { resolvers } from './resolvers/index.ts';
import { withScalarDocs } from './resolvers/scalars.ts';

const typeDefs = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');

/** The gateway's executable schema: schema.graphql with its resolvers, each counting against the request's budget. */
export const createSchema = () =>
  withWorkBudget(withScalarDocs(makeExecutableSchema({ typeDefs, resolvers: resolvers as never })));
