import { Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

/** A section's legend and its lines of choices. */
const SECTIONS = [
  ['Ratings', 5],
  ['Pricing', 2],
  ['Brands', 5],
  ['Availability', 3],
] as const;

/**
 * The filter sidebar's shape while its code loads (the server's HTML holds it too): the heading and the sections'
 * legends and lines, announced as busy, so the column is never a blank box.
 */
export function FilterSidebarSkeleton() {
  return (
    <Stack as="aside" aria-label="Filters" aria-busy="true" gap="5">
      <Skeleton h="6" w="20" />
      {SECTIONS.map(([legend, lines]) => (
        <Stack key={legend} gap="2">
          <Skeleton h="5" w="24" />
          <SkeletonText noOfLines={lines} gap="2.5" />
        </Stack>
      ))}
    </Stack>
  );
}
