import { z } from '../../forms/zod.ts';

const REASON_MISSING = 'Please select a cancellation reason';

/** The cancellation form's rules: at least one line and a reason. */
export const cancellationSchema = z.object({
  lineIds: z.array(z.string()).min(1, 'Please select at least one item to cancel'),
  // A form posted without the app sends no reason when no radio is checked.
  reason: z.string({ error: REASON_MISSING }).min(1, REASON_MISSING),
  // An order with nothing paid offers no refund method.
  refundMethod: z.enum(['ORIGINAL', 'WALLET']).default('ORIGINAL'),
});

export const CANCEL_FAILED = 'Failed to cancel order';

export const REFUND_METHODS: { value: z.output<typeof cancellationSchema>['refundMethod']; label: string }[] = [
  { value: 'ORIGINAL', label: 'Original Payment Method' },
  { value: 'WALLET', label: 'Wallet' },
];
