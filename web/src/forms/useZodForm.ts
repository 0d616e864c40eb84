import { useCallback } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path, type RegisterOptions, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

interface UserErrorLike {
  readonly field?: ReadonlyArray<string> | null;
  readonly message: string;
}

/**
 * A react-hook-form form validated by a zod schema, the way every sign-in and sign-up form behaves (spec 000 §5):
 * messages appear after submit, and editing a field clears its error (`field()` registers an input that way).
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
) {
  type Input = z.input<Schema>;
  const form = useForm<Input, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { register, clearErrors } = form;
  const field = useCallback(
    (name: Path<Input>, options?: RegisterOptions<Input, Path<Input>>) =>
      register(name, {
        ...options,
        onChange: (event: unknown) => {
          options?.onChange?.(event);
          clearErrors(name);
        },
      }),
    [register, clearErrors],
  );
  return { ...form, field };
}

/**
 * Shows a mutation's userErrors: one that names an input this form has (`field: ["input", name]`) goes under that
 * input, any other becomes the form's message (`errors.root.server`).
 */
export function showUserErrors<Input extends FieldValues>(
  form: Pick<UseFormReturn<Input, unknown, FieldValues>, 'setError' | 'getValues'>,
  userErrors: ReadonlyArray<UserErrorLike>,
) {
  const names = Object.keys(form.getValues());
  for (const error of userErrors) {
    const name = error.field?.[0] === 'input' ? error.field[1] : undefined;
    if (name && names.includes(name)) form.setError(name as Path<Input>, { type: 'server', message: error.message });
    else form.setError('root.server', { type: 'server', message: error.message });
  }
}
