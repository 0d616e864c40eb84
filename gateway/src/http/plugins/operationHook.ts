import type { ExecutionArgs, ExecutionResult } from 'graphql';

/**
 * What a check of an operation about to run needs, the same for a query or mutation (`onExecute`) and a
 * subscription (`onSubscribe`, which envelop calls instead): its arguments, and a way to answer instead of running.
 */
export type OperationHook = (payload: {
  args: ExecutionArgs;
  setResultAndStopExecution: (result: ExecutionResult) => void;
}) => void | Promise<void>;
