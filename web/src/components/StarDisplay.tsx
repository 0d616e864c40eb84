import { Box, HStack } from '@chakra-ui/react';
import { Star } from 'lucide-react';

const TEXT_STYLES = { xs: 'sm', sm: 'md', md: 'xl' } as const;

function StarIcon({ part }: { part: 'full' | 'half' | 'none' }) {
  return (
    <Box as="span" data-fill={part} position="relative" display="inline-flex" boxSize="1em" color="bg.emphasized">
      <Star width="100%" height="100%" fill="currentColor" />
      {part !== 'none' && (
        <Box
          as="span"
          position="absolute"
          inset="0"
          display="inline-flex"
          color="colorPalette.solid"
          clipPath={part === 'half' ? 'inset(0 50% 0 0)' : undefined}
        >
          <Star width="100%" height="100%" fill="currentColor" />
        </Box>
      )}
    </Box>
  );
}

/**
 * A read-only row of five stars that shows halves ("4.5 out of 5 stars"), drawn as icons in the rating widget's
 * sizes and colours: a display needs none of the widget's state machine, which stays with the rating forms.
 */
export function StarDisplay({ value, size = 'sm' }: { value: number; size?: 'xs' | 'sm' | 'md' }) {
  const shown = Math.round(value * 2) / 2;
  return (
    <HStack
      as="span"
      role="img"
      aria-label={`${value} out of 5 stars`}
      gap="0"
      textStyle={TEXT_STYLES[size]}
      colorPalette="orange"
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} part={shown >= n ? 'full' : shown >= n - 0.5 ? 'half' : 'none'} />
      ))}
    </HStack>
  );
}
