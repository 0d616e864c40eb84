import { z } from '../../forms/zod.ts';

/** The cancellation form's rules: at least one line and a reason. */
export const cancellationSchema = z.object({
  productIds: z.array(z.string()).min(1, 'Please select at least one item to cancel'),
  reason: z.string().min(1, 'Please select a cancellation reason'),
  refundMethod: z.enum(['ORIGINAL', 'WALLET']),
});

export type CancellationInput = z.input<typeof cancellationSchema>;

export const REFUND_METHODS: { value: CancellationInput['refundMethod']; label: string }[] = [
  { value: 'ORIGINAL', label: 'Original Payment Method' },
  { value: 'WALLET', label: 'Wallet' },
];
