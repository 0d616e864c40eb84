import { Button, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { AverageRating } from '../../components/AverageRating.tsx';
import { CardImage } from '../../components/CardImage.tsx';
import { LoadMore } from '../../components/LoadMore.tsx';
import { listChangeFailure } from '../../components/changeFailures.ts';
import { useChangeListProducts } from '../../mutations/useChangeListProducts.ts';
import { productPath } from '../../routing/paths.ts';
import { toastOutcome } from '../../feedback/toast.ts';
import type { SharedListProducts_list$key } from './__generated__/SharedListProducts_list.graphql.ts';
import { ListPrivacyToggle } from './ListPrivacyToggle.tsx';
import { PriceLine } from '../../components/PriceLine.tsx';

/**
 * The selected list: its name, product count, the Private choice and cards with View Product and Remove, a page at a
 * time ("Show more").
 */
export function SharedListProducts({ list }: { list: SharedListProducts_list$key }) {
  const { data, ...pagination } = usePaginationFragment(
    graphql`
      fragment SharedListProducts_list on List
      @refetchable(queryName: "SharedListProductsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        id
        listId
        name
        ...ListPrivacyToggle_list
        items(first: $count, after: $cursor) @connection(key: "SharedListProducts_items") @required(action: THROW) {
          totalCount
          edges {
            node {
              id
              productId
              name
              images(first: 1) {
                url
              }
              ...PriceLine_product @relay(mask: false)
              rating {
                average
                count
              }
            }
          }
        }
      }
    `,
    list,
  );
  const changeList = useChangeListProducts();
  const { totalCount, edges } = data.items;
  const remove = async (product: { id: string; productId: string }) => {
    toastOutcome(await changeList(data, product, false), { failure: listChangeFailure(false) });
  };
  return (
    <Stack gap="4">
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <Stack gap="0">
          <Heading as="h3" size="md">
            {data.name}
          </Heading>
          <Text color="fg.muted">
            {totalCount} {totalCount === 1 ? 'Product' : 'Products'}
          </Text>
        </Stack>
        <ListPrivacyToggle list={data} />
      </HStack>
      {edges.length === 0 ? (
        <Text color="fg.muted">No products found</Text>
      ) : (
        <SimpleGrid as="ul" aria-label="List products" columns={{ base: 2, md: 3 }} gap="4" m="0" p="0">
          {edges.map(({ node }) => (
            <Stack
              as="li"
              key={node.id}
              aria-label={node.name}
              listStyleType="none"
              borderWidth="1px"
              rounded="md"
              overflow="hidden"
              gap="0"
            >
              <CardImage src={node.images[0]?.url} alt={node.name} />
              <Stack gap="1" p="3" fontSize="sm">
                <Text fontWeight="medium" lineClamp={2}>
                  {node.name}
                </Text>
                <PriceLine
                  pays={node.offerPrice.formatted}
                  mrp={node.listPrice.formatted}
                  percentOff={node.percentOff}
                />
                <AverageRating rating={node.rating} />
                <HStack gap="2" pt="1">
                  <Link asChild fontWeight="medium" colorPalette="blue" color="colorPalette.fg">
                    <RouterLink to={productPath(node.productId)}>View Product</RouterLink>
                  </Link>
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => remove(node)}>
                    Remove
                  </Button>
                </HStack>
              </Stack>
            </Stack>
          ))}
        </SimpleGrid>
      )}
      <LoadMore pagination={pagination} label="Show more" />
    </Stack>
  );
}
