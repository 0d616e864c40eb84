import { useState } from 'react';
import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { z } from '../forms/zod.ts';
import { FormAlert, FormField } from './FormField.tsx';
import { showOutcome, useZodForm } from '../forms/useZodForm.ts';
import { useCreateList } from '../mutations/useCreateList.ts';
import { toast } from '../feedback/toast.ts';

const schema = z.object({
  name: z.string().trim().min(1, 'List name is required').max(60, 'List name must be at most 60 characters'),
});

/** "Create New List" in the Add to List dialog: a name (Save disabled while blank); the new list holds the product. */
export function NewListForm({
  product,
  onCreated,
}: {
  product: { productId: string };
  onCreated: (listId: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const createList = useCreateList();
  const form = useZodForm(schema, { name: '' });
  const { errors, isSubmitting } = form.formState;
  const blank = form.watch('name').trim() === '';
  const close = () => {
    form.reset();
    setOpen(false);
  };
  const submit = form.handleSubmit(async ({ name }) => {
    const outcome = await createList({
      input: { name, productIds: [product.productId] },
      productId: product.productId,
    });
    if (outcome.kind !== 'done') return showOutcome(form, outcome, 'Failed to create the list. Please try again.');
    const { list } = outcome.payload;
    if (!list) return;
    toast({ type: 'success', title: `Added to ${list.name}` });
    onCreated(list.id);
    close();
  });

  if (!open) {
    return (
      <Button variant="outline" onClick={() => setOpen(true)}>
        Create New List
      </Button>
    );
  }
  return (
    <Stack asChild gap="2" flex="1" minW="60">
      <form method="post" onSubmit={submit} noValidate>
        <FormField
          label="List name"
          error={errors.name?.message}
          hint="The new list starts with this product."
          required
        >
          <Input {...form.field('name')} maxLength={60} autoFocus />
        </FormField>
        {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
        <HStack gap="2">
          <Button type="submit" size="sm" disabled={blank} loading={isSubmitting}>
            Save
          </Button>
          <Button size="sm" variant="ghost" onClick={close}>
            Cancel
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
