import type { ReactNode } from 'react';
import { Box, Button, Collapsible, Flex, Link, SimpleGrid } from '@chakra-ui/react';
import { LayoutGrid } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { categoryPath } from '../paths.ts';
import type { CategoryBar_query$key } from './__generated__/CategoryBar_query.graphql.ts';

/**
 * The bar under the navbar: the All Categories toggle (a plain list until the mega menu lands), links to the
 * top-level categories that have products, and `end` (the address selector) at the right.
 */
export function CategoryBar({ query, end }: { query: CategoryBar_query$key; end?: ReactNode }) {
  const { topCategories } = useFragment(
    graphql`
      fragment CategoryBar_query on Query {
        topCategories {
          id
          categoryId
          name
          displayName
        }
      }
    `,
    query,
  );
  const links = topCategories.map((category) => (
    <Link key={category.id} asChild fontSize="sm" whiteSpace="nowrap" p="1" rounded="sm">
      <RouterLink to={categoryPath(category)}>{category.displayName}</RouterLink>
    </Link>
  ));
  return (
    <Collapsible.Root borderTopWidth="1px" lazyMount>
      <Flex as="nav" aria-label="Categories" align="center" gap="4" maxW="8xl" mx="auto" px={{ base: '3', md: '6' }} h="11">
        <Collapsible.Trigger asChild>
          <Button size="sm" variant="subtle" flexShrink={0}>
            <LayoutGrid aria-hidden /> All Categories
          </Button>
        </Collapsible.Trigger>
        <Flex gap="4" overflowX="auto" hideBelow="md">
          {links}
        </Flex>
        <Box ms="auto">{end}</Box>
      </Flex>
      <Collapsible.Content>
        <Box maxW="8xl" mx="auto" px={{ base: '3', md: '6' }} pb="3">
          <SimpleGrid as="nav" aria-label="All categories" columns={{ base: 2, md: 4, lg: 6 }} gap="2">
            {links}
          </SimpleGrid>
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
