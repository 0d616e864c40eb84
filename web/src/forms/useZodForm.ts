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
import type { FormReply } from './formReply.ts';

type UserErrorLike = Pick<UserError, 'field' | 'message'>;
type ServerErrorForm<Input extends FieldValues> = Pick<
  UseFormReturn<Input, unknown, FieldValues>,
  'setError' | 'getValues'
>;

/** A server reply's messages as the form library holds them (`root` as the form's message, `root.server`). */
function replyErrors({ errors }: FormReply): FieldErrors {
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
 * `reply`: the server's reply to this form posted without the app (`useFormReply()`), whose fields and messages the
 * form starts with, on the server's render and the browser's alike.
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
  reply?: FormReply,
) {
  type Input = z.input<Schema>;
  // Memoized: the form library sets its errors again whenever the object changes.
  const errors = useMemo(() => reply && (replyErrors(reply) as FieldErrors<Input>), [reply]);
  const initial = reply ? { ...defaultValues, ...keptValues(defaultValues, reply) } : defaultValues;
  const form = useForm<Input, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues: initial,
    errors,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { register, clearErrors } = form;
  // The first value is the input's `defaultValue` too, so the server's HTML holds it (a page without the app shows
  // what the refused form was sent with); the form library sets the same value once it runs.
  const firstValues = initial as Record<string, unknown>;
  const field = useCallback(
    (name: Path<Input>, options?: RegisterOptions<Input, Path<Input>>) => {
      const first = firstValues[name];
      return {
        ...register(name, {
          ...options,
          onChange: (event: unknown) => {
            options?.onChange?.(event);
            clearErrors(name);
          },
        }),
        ...(typeof first === 'string' && first !== '' ? { defaultValue: first } : {}),
      };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first values matter on the first render only
    [register, clearErrors],
  );
  return { ...form, field };
}

/**
 * The posted fields that the form has: text, a list of text (checkboxes of one name), and a checkbox of its own,
 * checked when it was posted at all.
 */
function keptValues<Input>(defaultValues: DefaultValues<Input>, { values }: FormReply): Partial<DefaultValues<Input>> {
  const kept = Object.entries(defaultValues as Record<string, unknown>).flatMap(
    ([name, initial]): [string, unknown][] => {
      const value = values[name];
      if (typeof initial === 'boolean') return [[name, value !== undefined]];
      const sameKind =
        typeof initial === 'string' ? typeof value === 'string' : Array.isArray(initial) && Array.isArray(value);
      return sameKind ? [[name, value]] : [];
    },
  );
  return Object.fromEntries(kept) as Partial<DefaultValues<Input>>;
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
    // Every field at fault comes in one answer; a field refused twice shows its first refusal.
    const name = error.field?.[0] === 'input' ? error.field[1] : undefined;
    errors[name && names.includes(name) ? name : 'root'] ??= error.message;
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
  showErrors(form, outcomeErrors(outcome, Object.keys(form.getValues()), fallback, reword));
}

/** Messages by field name (`root`: the form's own) set on a form, as a server reply's are. */
export function showErrors<Input extends FieldValues>(
  form: Pick<ServerErrorForm<Input>, 'setError'>,
  errors: Record<string, string>,
) {
  for (const [name, message] of Object.entries(errors))
    form.setError(name === 'root' ? 'root.server' : (name as Path<Input>), { type: 'server', message });
}
