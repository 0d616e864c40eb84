import { Heading, Link, SimpleGrid, Stack } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { graphql } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { ListingEmpty } from '../../components/listing/ProductGrid.tsx';
import { ProductCard } from '../../components/ProductCard.tsx';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import type { RecentlyViewedPageQuery as RecentlyViewedPageQueryType } from './__generated__/RecentlyViewedPageQuery.graphql.ts';

// The loader passes the device's list (readRecentlyViewed: at most 10, most recent first) and skips the lookup
// when it is empty.
export const RecentlyViewedPageQuery = graphql`
  query RecentlyViewedPageQuery($ids: [ID!]!, $skip: Boolean!) {
    nodes(ids: $ids) @skip(if: $skip) {
      id
      ...ProductCard_product @alias(as: "product")
    }
  }
`;

/** /recently-viewed: the products this device visited, most recent first, with a back link to the home page. */
export function RecentlyViewedPage() {
  const { nodes } = useRouteQuery<RecentlyViewedPageQueryType>(RecentlyViewedPageQuery);
  // `nodes` keeps the order asked for; products deleted since the visit (null) and other kinds of objects drop out.
  const products = (nodes ?? []).flatMap((node) => (node?.product ? [{ id: node.id, product: node.product }] : []));
  return (
    <Stack gap="4">
      <Link asChild alignSelf="start" fontSize="sm">
        <RouterLink to="/">
          <ArrowLeft aria-hidden /> Back to home
        </RouterLink>
      </Link>
      <Heading as="h1" size="lg">
        Recently Viewed
      </Heading>
      {products.length === 0 ? (
        <ListingEmpty title="No recently viewed products">Products you open appear here.</ListingEmpty>
      ) : (
        <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="3">
          {products.map(({ id, product }) => (
            <ProductCard key={id} product={product} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
