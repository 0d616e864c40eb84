import { Field, NativeSelect } from '@chakra-ui/react';
import type { ListingControls, ProductSort } from './useListingParams.ts';

const options: { value: ProductSort; label: string }[] = [
  { value: 'PRICE_LOW_TO_HIGH', label: 'Price low to high' },
  { value: 'PRICE_HIGH_TO_LOW', label: 'Price high to low' },
  { value: 'DISCOUNT', label: 'Discount' },
  { value: 'RECOMMENDED', label: 'Recommended' },
];

/** The list's order (lowest price first by default), written to the URL's `sort`. */
export function SortSelect({ controls }: { controls: ListingControls }) {
  return (
    <Field.Root orientation="horizontal" gap="2" width="auto">
      <Field.Label fontSize="sm" whiteSpace="nowrap">
        Sort by
      </Field.Label>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          bg="bg"
          value={controls.params.sort}
          onChange={(event) => controls.change({ sort: event.currentTarget.value as ProductSort })}
        >
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
