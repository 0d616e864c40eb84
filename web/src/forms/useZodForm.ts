import { useCallback, useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from './zod.ts';
import type { Outcome, UserError } from '../mutations/useCommit.ts';
import type { FormRefusal } from './formRefusal.ts';

type UserErrorLike = Pick<UserError, 'field' | 'message'>;
type ServerErrorForm<Input extends FieldValues> = Pick<
  UseFormReturn<Input, unknown, FieldValues>,
  'setError' | 'getValues'
>;

/** A server refusal's messages as the form library holds them (`root` as the form's message, `root.server`). */
function refusalErrors({ errors }: FormRefusal): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([name, message]) => {
      const error = { type: 'server', message };
      return [name, name === 'root' ? { server: error } : error];
    }),
  );
}

/**
 * A react-hook-form form validated by a zod schema, the way every sign-in and sign-up form behaves:
 * messages appear after submit, and editing a field clears its error (`field()` registers an input that way).
 * `refusal`: the server's answer to this form posted without the app (`useFormRefusal()`), whose fields and messages
 * the form starts with, on the server's render and the browser's alike.
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
  refusal?: FormRefusal,
) {
  type Input = z.input<Schema>;
  // Memoized: the form library sets its errors again whenever the object changes.
  const errors = useMemo(() => refusal && (refusalErrors(refusal) as FieldErrors<Input>), [refusal]);
  const form = useForm<Input, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues: refusal ? { ...defaultValues, ...keptValues(defaultValues, refusal) } : defaultValues,
    errors,
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

/** The refused post's text fields that the form has as text. */
function keptValues<Input>(defaultValues: DefaultValues<Input>, { values }: FormRefusal): Partial<DefaultValues<Input>> {
  const defaults = defaultValues as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(values).filter(([name]) => typeof defaults[name] === 'string'),
  ) as Partial<DefaultValues<Input>>;
}

/**
 * Where a mutation's outcome shows on a form with the inputs `names`: a userError that names one of them
 * (`field: ["input", name]`) goes under it, any other becomes the form's message (`root`), each through `reword` when
 * the screen words them its own way; anything but a refusal (a failure, an answer the screen cannot use) shows the
 * screen's `fallback` as the form's message. The app sets these on the form (`showOutcome`); a form posted without
 * the app is rendered again with them (forms/formAction.ts).
 */
export function outcomeErrors(
  outcome: Outcome<unknown>,
  names: ReadonlyArray<string>,
  fallback: string,
  reword?: (error: UserError) => UserErrorLike,
): Record<string, string> {
  if (outcome.kind !== 'refused') return { root: fallback };
  const errors: Record<string, string> = {};
  for (const error of reword ? outcome.userErrors.map(reword) : outcome.userErrors) {
    const name = error.field?.[0] === 'input' ? error.field[1] : undefined;
    errors[name && names.includes(name) ? name : 'root'] = error.message;
  }
  return errors;
}

/** A form's feedback for a mutation that did not do what the form asked (`outcomeErrors`, set on the form). */
export function showOutcome<Input extends FieldValues>(
  form: ServerErrorForm<Input>,
  outcome: Outcome<unknown>,
  fallback: string,
  reword?: (error: UserError) => UserErrorLike,
) {
  const errors = outcomeErrors(outcome, Object.keys(form.getValues()), fallback, reword);
  for (const [name, message] of Object.entries(errors))
    form.setError(name === 'root' ? 'root.server' : (name as Path<Input>), { type: 'server', message });
}
