import { Dialog, RatingGroup, Stack } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { z } from '../../forms/zod.ts';
import { FormDialogContent } from '../../components/FormDialog.tsx';
import { FormAlert, FormField } from '../../components/FormField.tsx';
import { ReviewTextFields } from '../../components/ReviewTextFields.tsx';
import { showOutcome, useZodForm } from '../../forms/useZodForm.ts';
import { toast } from '../../feedback/toast.ts';
import { useRateSeller } from '../../mutations/useRateSeller.ts';

const schema = z.object({
  rating: z.number().min(1, 'Please select a rating between 1 and 5').max(5, 'Please select a rating between 1 and 5'),
  title: z.string().trim().max(200, 'The title can have at most 200 characters'),
  comment: z.string().trim().max(2000, 'The review can have at most 2000 characters'),
});

/**
 * The leave-a-rating modal: 1 to 5 stars in half steps, a title and a comment. The server's refusal (for example
 * "You have already rated this seller") shows in red in the modal; a rating that went through closes it.
 */
export function RateSellerDialog({
  sellerId,
  storeName,
  open,
  onClose,
}: {
  sellerId: string;
  storeName: string;
  open: boolean;
  onClose: () => void;
}) {
  const rateSeller = useRateSeller();
  const form = useZodForm(schema, { rating: 0, title: '', comment: '' });
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ rating, title, comment }) => {
    const outcome = await rateSeller({ input: { sellerId, rating, title, comment } });
    if (outcome.kind !== 'done') return showOutcome(form, outcome, 'An error occurred while adding the rating.');
    toast({ type: 'success', title: 'Thank you for rating this store' });
    close();
  });
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && close()}>
      <FormDialogContent
        header={<Dialog.Title>Rate {storeName}</Dialog.Title>}
        submitLabel="Submit"
        submittingLabel="Submitting"
        submitting={isSubmitting}
        onSubmit={(event) => void submit(event)}
      >
        <Stack gap="4">
          <Controller
            control={form.control}
            name="rating"
            render={({ field }) => (
              <FormField label="Your rating" error={errors.rating?.message} required>
                <RatingGroup.Root
                  count={5}
                  allowHalf
                  size="lg"
                  colorPalette="orange"
                  value={field.value}
                  onValueChange={(details) => {
                    field.onChange(details.value);
                    form.clearErrors('rating');
                  }}
                >
                  <RatingGroup.HiddenInput />
                  <RatingGroup.Control aria-label="Your rating">
                    <RatingGroup.Items />
                  </RatingGroup.Control>
                </RatingGroup.Root>
              </FormField>
            )}
          />
          <ReviewTextFields form={form} />
          {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
        </Stack>
      </FormDialogContent>
    </Dialog.Root>
  );
}
