import { Input, Textarea } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './FormField.tsx';

/** The part of a review form (useZodForm) these fields read: its title and comment. */
interface ReviewTextForm {
  field: (name: 'title' | 'comment') => UseFormRegisterReturn & { defaultValue?: string };
  formState: { errors: { title?: { message?: string }; comment?: { message?: string } } };
}

/** A review's title (at most 200 characters) and comment (at most 2000): a product's review and a store's rating. */
export function ReviewTextFields({ form }: { form: ReviewTextForm }) {
  const { errors } = form.formState;
  return (
    <>
      <FormField label="Title" error={errors.title?.message}>
        <Input {...form.field('title')} maxLength={200} />
      </FormField>
      <FormField label="Comment" error={errors.comment?.message}>
        <Textarea {...form.field('comment')} rows={4} maxLength={2000} />
      </FormField>
    </>
  );
}
