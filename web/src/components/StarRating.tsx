import { RatingGroup } from '@chakra-ui/react';

/**
 * The star widget of a rating form: 0 (none picked yet) or 1 to 5, by pointer or arrow keys, in whole steps or
 * (`allowHalf`) half steps. Half a star below 1 is lifted to 1, the lowest rating there is.
 */
export function StarRatingInput({
  label,
  value,
  onChange,
  allowHalf = false,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  allowHalf?: boolean;
}) {
  return (
    <RatingGroup.Root
      count={5}
      allowHalf={allowHalf}
      size="lg"
      colorPalette="orange"
      value={value}
      onValueChange={(details) => onChange(details.value > 0 && details.value < 1 ? 1 : details.value)}
    >
      <RatingGroup.HiddenInput />
      <RatingGroup.Control aria-label={label}>
        <RatingGroup.Items />
      </RatingGroup.Control>
    </RatingGroup.Root>
  );
}
