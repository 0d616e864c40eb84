import { Field, NativeSelect } from '@chakra-ui/react';

/** A small native select with its label beside it, or only for screen readers when `labelHidden` (the first option then names it). */
export function SelectField<T extends string>({
  label,
  labelHidden = false,
  value,
  options,
  onChange,
}: {
  label: string;
  labelHidden?: boolean;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
}) {
  return (
    <Field.Root orientation="horizontal" gap="2" width="auto">
      <Field.Label fontSize="sm" whiteSpace="nowrap" srOnly={labelHidden}>
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field bg="bg" value={value} onChange={(event) => onChange(event.currentTarget.value as T)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
