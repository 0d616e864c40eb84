import { useCallback } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from './zod.ts';
import type { Outcome, UserError } from '../mutations/useCommit.ts';

type UserErrorLike = Pick<UserError, 'field' | 'message'>;
type ServerErrorForm<Input extends FieldValues> = Pick<
  UseFormReturn<Input, unknown, FieldValues>,
  'setError' | 'getValues'
>;

/**
 * A react-hook-form form validated by a zod schema, the way every sign-in and sign-up form behaves:
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
function showUserErrors<Input extends FieldValues>(
  form: ServerErrorForm<Input>,
  userErrors: ReadonlyArray<UserErrorLike>,
) {
  const names = Object.keys(form.getValues());
  for (const error of userErrors) {
    const name = error.field?.[0] === 'input' ? error.field[1] : undefined;
    if (name && names.includes(name)) form.setError(name as Path<Input>, { type: 'server', message: error.message });
    else form.setError('root.server', { type: 'server', message: error.message });
  }
}

/**
 * A form's feedback for a mutation that did not do what the form asked: a refusal's userErrors go onto the form
 * (`showUserErrors`, each through `reword` when the screen words them its own way); anything else (a failure, an
 * answer the screen cannot use) shows the screen's `fallback` as the form's message.
 */
export function showOutcome<Input extends FieldValues>(
  form: ServerErrorForm<Input>,
  outcome: Outcome<unknown>,
  fallback: string,
  reword?: (error: UserError) => UserErrorLike,
) {
  if (outcome.kind === 'refused') showUserErrors(form, reword ? outcome.userErrors.map(reword) : outcome.userErrors);
  else form.setError('root.server', { type: 'server', message: fallback });
}
