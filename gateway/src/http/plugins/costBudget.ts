// Each operation's estimated cost is spent from its client's budget per minute (rateLimits.ts) just before it runs,
// after the operation limits let it through (a refused document spends nothing): past the budget the client is
// answered 429 with Retry-After, and nothing runs.
import type { Plugin } from 'graphql-yoga';
import { requestError } from './requestErrors.ts';
import type { GraphQLContext } from '../../context.ts';
import { clientOf } from '../clientIdentity.ts';
import { costOf } from './operationLimits.ts';
import { tooManyRequestsError, type RateLimiter } from '../rateLimits.ts';
import type { OperationHook } from './operationHook.ts';

export function costBudgetPlugin(rateLimits: RateLimiter): Plugin<GraphQLContext> {
  const spend: OperationHook = async ({ args, setResultAndStopExecution }) => {
    let cost: number;
    try {
      cost = costOf(args);
    } catch {
      return; // a list argument too long: the operation limits refuse it
    }
    const context = args.contextValue as GraphQLContext;
    const wait = await rateLimits.spend(clientOf(context.request, context.clientAddress), cost);
    if (wait === null) return;
    const { message, extensions } = tooManyRequestsError(wait);
    setResultAndStopExecution({
      errors: [
        requestError(message, { ...extensions, http: { status: 429, headers: { 'retry-after': String(wait) } } }),
      ],
    });
  };
  // A subscription spends its cost once, when it subscribes.
  return { onExecute: spend, onSubscribe: spend };
}
