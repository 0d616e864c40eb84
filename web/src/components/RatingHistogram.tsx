import { HStack, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { StarDisplay } from './StarDisplay.tsx';

interface Summary {
  readonly average: number;
  readonly count: number;
  readonly histogram: ReadonlyArray<{ readonly stars: number; readonly count: number }>;
}

/**
 * A rating summary: the mean with its stars and the count, then one bar per star level (5 to 1) from real counts;
 * "No ratings yet" (no "0.0 / 5") before anyone has rated.
 */
export function RatingHistogram({ summary }: { summary: Summary }) {
  if (summary.count === 0) return <Text color="fg.muted">No ratings yet</Text>;
  const share = (count: number) => Math.round((count / summary.count) * 100);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="center">
      <Stack gap="1">
        <Text fontSize="3xl" fontWeight="bold">
          {summary.average.toFixed(1)} / 5
        </Text>
        <StarDisplay value={summary.average} size="md" />
        <Text color="fg.muted">{summary.count === 1 ? '1 rating' : `${summary.count} ratings`}</Text>
      </Stack>
      <Stack as="ul" gap="1.5" listStyleType="none" aria-label="Ratings by stars">
        {summary.histogram.map(({ stars, count }) => (
          <HStack as="li" key={stars} gap="3">
            <Text minW="14">{stars} star</Text>
            <Progress.Root
              flex="1"
              size="sm"
              colorPalette="orange"
              value={share(count)}
              aria-label={`${stars} star: ${count}`}
            >
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Text minW="8" textAlign="end">
              {count}
            </Text>
          </HStack>
        ))}
      </Stack>
    </SimpleGrid>
  );
}
