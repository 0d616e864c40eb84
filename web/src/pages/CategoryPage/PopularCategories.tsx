import { Box, Heading, Image, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { categoryPath } from '../../routing/paths.ts';
import type { PopularCategories_category$key } from './__generated__/PopularCategories_category.graphql.ts';
import { BELOW_FOLD, ICON_IMAGE } from '../../components/imageAttributes.ts';

/**
 * "Shop By Popular Categories": the category's subcategories as icons. Each one that has products links to its
 * page (the original storefront linked only those with children; a leaf category's page lists its products as well).
 */
export function PopularCategories({ category }: { category: PopularCategories_category$key }) {
  const data = useFragment(
    graphql`
      fragment PopularCategories_category on Category {
        children {
          id
          categoryId
          name
          displayName
          hasProducts
          icon {
            url
          }
        }
      }
    `,
    category,
  );
  if (data.children.length === 0) return null;
  return (
    <Box as="section" aria-label="Shop By Popular Categories">
      <Heading as="h2" size="md" mb={{ base: '2', md: '3' }}>
        Shop By Popular Categories
      </Heading>
      <SimpleGrid columns={{ base: 4, md: 6, lg: 8 }} gap="3">
        {data.children.map((child) => {
          const tile = (
            <Stack align="center" gap={{ base: '1', md: '2' }} textAlign="center">
              <Image
                src={child.icon.url}
                alt=""
                {...ICON_IMAGE}
                {...BELOW_FOLD}
                boxSize={{ base: '10', md: '14' }}
                rounded="full"
                bg="bg"
                p={{ base: '1.5', md: '2' }}
                borderWidth="1px"
                objectFit="contain"
              />
              <Text fontSize="sm" lineClamp={2}>
                {child.displayName}
              </Text>
            </Stack>
          );
          return child.hasProducts ? (
            <Link key={child.id} asChild display="block" rounded="md" _hover={{ textDecoration: 'none' }}>
              <RouterLink to={categoryPath(child)}>{tile}</RouterLink>
            </Link>
          ) : (
            <Box key={child.id} color="fg.muted">
              {tile}
            </Box>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
