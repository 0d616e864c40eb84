import { SelectField } from '../SelectField.tsx';
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
    <SelectField
      label="Sort by"
      value={controls.params.sort}
      options={options}
      onChange={(sort) => controls.change({ sort })}
    />
  );
}
