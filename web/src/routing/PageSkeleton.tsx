import { Box, HStack, SimpleGrid, Skeleton, SkeletonText, Stack, VisuallyHidden } from '@chakra-ui/react';

/** Placeholder product cards in the storefront's grid (an image over two lines of text). */
function CardSkeletons({ count }: { count: number }) {
  return (
    <SimpleGrid columns={{ base: 2, sm: 3, md: 4, lg: 5 }} gap="3">
      {Array.from({ length: count }, (_, i) => (
        <Stack key={i} gap="2" bg="bg" p="2" rounded="md">
          <Skeleton aspectRatio="1" rounded="md" />
          <SkeletonText noOfLines={2} />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** The shape of the page at `pathname`: the home's banner and rows, a product's image and details, or a listing. */
function Shape({ pathname }: { pathname: string }) {
  if (pathname === '/')
    return (
      <Stack gap="6">
        <Skeleton aspectRatio={{ base: 2, md: 4 }} rounded="lg" />
        <Skeleton h="6" w="48" />
        <CardSkeletons count={5} />
      </Stack>
    );
  if (pathname.startsWith('/product-page/'))
    return (
      <Stack direction={{ base: 'column', md: 'row' }} gap="6">
        <Skeleton aspectRatio="1" w={{ base: 'full', md: '2/5' }} rounded="lg" />
        <Stack flex="1" gap="4">
          <Skeleton h="8" w="3/4" />
          <Skeleton h="6" w="32" />
          <SkeletonText noOfLines={4} />
          <HStack gap="3">
            <Skeleton h="10" w="36" />
            <Skeleton h="10" w="36" />
          </HStack>
        </Stack>
      </Stack>
    );
  return (
    <Stack gap="4">
      <Skeleton h="7" w="56" />
      <CardSkeletons count={10} />
    </Stack>
  );
}

/**
 * What a loading page shows: skeletons shaped like the page, announced to screen readers as `text` (the
 * accessible name is the text; the shapes are decoration).
 */
export function PageSkeleton({ pathname, text = 'Loading...' }: { pathname: string; text?: string }) {
  return (
    <Box role="status" aria-busy="true">
      <VisuallyHidden>{text}</VisuallyHidden>
      <Box aria-hidden>
        <Shape pathname={pathname} />
      </Box>
    </Box>
  );
}
