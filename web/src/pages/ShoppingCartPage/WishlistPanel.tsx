import { useDeferredValue, useState } from 'react';
import { Button, Grid, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { LoadMore } from '../../components/LoadMore.tsx';
import type { WishlistPanel_wishlist$key } from './__generated__/WishlistPanel_wishlist.graphql.ts';
import { WishlistRow } from './WishlistRow.tsx';

/**
 * The "Your List" tab: the wishlist with a case-insensitive search by name. "Default" is the wishlist; the
 * wishlist is only ever the shopper's own, which "Private" says.
 */
export function WishlistPanel({ wishlist }: { wishlist: WishlistPanel_wishlist$key }) {
  const { data, ...pagination } = usePaginationFragment(
    graphql`
      fragment WishlistPanel_wishlist on Wishlist
      @refetchable(queryName: "WishlistPanelPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
        products(first: $count, after: $cursor) @connection(key: "WishlistPanel_products") @required(action: THROW) {
          totalCount
          edges {
            node {
              id
              name
              ...WishlistRow_product
            }
          }
        }
      }
    `,
    wishlist,
  );
  const [view, setView] = useState<'default' | 'private'>('default');
  const [search, setSearch] = useState('');
  const needle = useDeferredValue(search).trim().toLowerCase();
  const { totalCount, edges } = data.products;
  const shown = needle ? edges.filter(({ node }) => node.name.toLowerCase().includes(needle)) : edges;

  return (
    <Grid templateColumns={{ base: '1fr', md: '12rem 1fr' }} gap="6">
      <Stack gap="2">
        <Button
          variant={view === 'default' ? 'solid' : 'outline'}
          aria-pressed={view === 'default'}
          onClick={() => setView('default')}
        >
          Default
        </Button>
        <Button
          variant={view === 'private' ? 'solid' : 'outline'}
          aria-pressed={view === 'private'}
          onClick={() => setView('private')}
        >
          Private
        </Button>
        {view === 'private' && (
          <Text fontSize="sm" color="fg.muted">
            Only you can see your wishlist.
          </Text>
        )}
      </Stack>
      {totalCount === 0 ? (
        <Text fontSize="lg" fontWeight="medium" py="8" textAlign="center">
          Your Wishlist is Empty
        </Text>
      ) : (
        <Stack gap="4">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Text fontWeight="semibold">
              {totalCount} {totalCount === 1 ? 'Product' : 'Products'}
            </Text>
            <Input
              type="search"
              maxW="sm"
              aria-label="Search wishlist"
              placeholder="Search Product Name, TCIN"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </HStack>
          {shown.length === 0 ? (
            <Text color="fg.muted">No products found</Text>
          ) : (
            <Stack as="ul" aria-label="Wishlist items" gap="3" m="0" p="0">
              {shown.map(({ node }) => (
                <WishlistRow key={node.id} product={node} />
              ))}
            </Stack>
          )}
          <LoadMore pagination={pagination} />
        </Stack>
      )}
    </Grid>
  );
}
