// Every executed operation's answer says what it cost (as Shopify's and GitHub's APIs do), in
// `extensions.cost { requested actual limit }`: the estimate its document was checked against, what execution counted
// (objects of the answer and CALL_COST for each REST call; operations batched in one HTTP request share one count)
// and the limit. A refused operation says it too, with `actual` 0. A stopped request (past its budget or deadline)
// answers what had resolved with the first STOP_ERRORS errors of the fields the stop cut short (there may be
// thousands: every field that would have started).
import { GraphQLError } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../../context.ts';
import { BudgetExceeded, DeadlinePassed } from '../../budget.ts';
import { CALL_COST } from '../../graph/cost.ts';
import { costOf } from './operationLimits.ts';

export interface OperationCost {
  requested: number;
  actual: number;
  limit: number;
}

/** What the request has spent so far, in cost units. */
export const spentBy = (context: GraphQLContext) => context.work.objects + CALL_COST * context.stats.charged;

/** The most errors a stopped request lists for the fields it stopped. */
export const STOP_ERRORS = 10;

function isStop(error: GraphQLError): boolean {
  let cause: unknown = error;
  while (cause instanceof GraphQLError && cause.originalError) cause = cause.originalError;
  return cause instanceof BudgetExceeded || cause instanceof DeadlinePassed;
}

/** `errors` with only the first STOP_ERRORS of the stop's. */
function fewerStops(errors: readonly GraphQLError[]): readonly GraphQLError[] {
  let stops = 0;
  return errors.filter((error) => !isStop(error) || ++stops <= STOP_ERRORS);
}

/** Placed before the operation limits, so that their refusals carry the cost too. */
export function costReportPlugin(limit: number): Plugin<GraphQLContext> {
  return {
    onExecute({ args }) {
      let requested: number | null;
      try {
        requested = costOf(args);
      } catch {
        requested = null; // a list argument too long, or variables of the wrong type: refused without a cost
      }
      const context = args.contextValue as GraphQLContext;
      const before = spentBy(context);
      return {
        onExecuteDone({ result, setResult }) {
          if (requested === null || isAsyncIterable(result)) return;
          const cost: OperationCost = { requested, actual: spentBy(context) - before, limit };
          const errors = context.work.stopped && result.errors ? { errors: fewerStops(result.errors) } : {};
          setResult({ ...result, ...errors, extensions: { ...result.extensions, cost } });
        },
      };
    },
  };
}
