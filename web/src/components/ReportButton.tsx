import { useState } from 'react';
import { Button, Dialog, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { Flag } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { z } from '../forms/zod.ts';
import { FormDialogContent } from './FormDialog.tsx';
import { FormAlert, FormField } from './FormField.tsx';
import { showOutcome, useZodForm } from '../forms/useZodForm.ts';
import { useReportProduct } from '../mutations/useReportProduct.ts';
import { signInPath } from '../session/redirect.ts';
import { toast } from '../feedback/toast.ts';

const REASONS = [
  'Incorrect product details',
  'Counterfeit or fake product',
  'Offensive or inappropriate content',
  'Prohibited item',
  'Other',
];

const schema = z.object({
  reason: z.string().min(1, 'Please select a reason.'),
  details: z.string().trim().max(2000, 'The details can have at most 2000 characters'),
});

/** What is reported: a product (the product page) or a brand (the brand page's banner), by its REST key. */
export type ReportTarget = { productId: string; brandId?: never } | { brandId: string; productId?: never };

/** "Report" and its modal: a reason and details, sent to the seller's team; a guest signs in first. */
export function ReportButton({ target, signedIn }: { target: ReportTarget; signedIn: boolean }) {
  const noun = target.productId != null ? 'product' : 'brand';
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const reportProduct = useReportProduct();
  const form = useZodForm(schema, { reason: '', details: '' });
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    form.reset();
    setOpen(false);
  };
  const submit = form.handleSubmit(async ({ reason, details }) => {
    const outcome = await reportProduct({ input: { target, reason, details } });
    if (outcome.kind !== 'done') return showOutcome(form, outcome, 'Failed to submit ticket. Please try again.');
    toast({ type: 'success', title: `Thank you. The seller has been told about this ${noun}.` });
    close();
  });
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        alignSelf="start"
        onClick={() => (signedIn ? setOpen(true) : navigate(signInPath(location)))}
      >
        <Flag aria-hidden /> Report
      </Button>
      <Dialog.Root open={open} onOpenChange={(details) => !details.open && close()}>
        <FormDialogContent
          header={<Dialog.Title>Report this {noun}</Dialog.Title>}
          submitLabel="Send Report"
          submittingLabel="Sending"
          submitting={isSubmitting}
          onSubmit={(event) => void submit(event)}
        >
          <Stack gap="4">
            <FormField label="Reason" error={errors.reason?.message} required>
              <NativeSelect.Root>
                <NativeSelect.Field placeholder="Select a reason" {...form.field('reason')}>
                  {REASONS.map((reason) => (
                    <option key={reason} value={reason}>
                      {reason}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label="Details" error={errors.details?.message}>
              <Textarea {...form.field('details')} rows={4} maxLength={2000} />
            </FormField>
            {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
          </Stack>
        </FormDialogContent>
      </Dialog.Root>
    </>
  );
}
