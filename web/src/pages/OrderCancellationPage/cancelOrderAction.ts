import { formAction } from '../../forms/formAction.ts';
import { outcomeErrors } from '../../forms/useZodForm.ts';
import type {
  CancellationReason,
  useCancelOrderMutation,
} from '../../mutations/__generated__/useCancelOrderMutation.graphql.ts';
import { cancelOrderMutation } from '../../mutations/useCancelOrder.ts';
import { commitOutcome } from '../../mutations/useCommit.ts';
import { myOrdersPath } from '../../routing/paths.ts';
import { CANCEL_FAILED, cancellationSchema } from './cancellationSchema.ts';

/** Cancel & Support posted without the app: the lines are cancelled (the graph checks the order is the shopper's). */
export const cancelOrderAction = formAction(
  'cancel-order',
  cancellationSchema,
  async (input, { params, environment }) => {
    const outcome = await commitOutcome<useCancelOrderMutation>(environment, cancelOrderMutation, {
      // The graph refuses a reason that is not one of its own.
      input: { orderId: params.orderId ?? '', ...input, reason: input.reason as CancellationReason },
    });
    if (outcome.kind === 'done') return myOrdersPath;
    return { errors: outcomeErrors(outcome, ['lineIds', 'reason', 'refundMethod'], CANCEL_FAILED) };
  },
  { lists: ['lineIds'] },
);
