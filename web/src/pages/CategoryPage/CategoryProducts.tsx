import { Heading, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ListingPage_query$key } from '../../components/listing/__generated__/ListingPage_query.graphql.ts';
import { ListingPage } from '../../components/listing/ListingPage.tsx';
import { ListingEmpty } from '../../components/listing/ProductGrid.tsx';
import type { CategoryProducts_category$key } from './__generated__/CategoryProducts_category.graphql.ts';

/** The category's products (this category and below), filtered and sorted as the URL says, a page at a time. */
export function CategoryProducts({
  category,
  query,
}: {
  category: CategoryProducts_category$key;
  query: ListingPage_query$key;
}) {
  const data = useFragment(
    graphql`
      fragment CategoryProducts_category on Category {
        displayName
        children {
          id
          categoryId
          name
          displayName
          children {
            id
            categoryId
            name
            displayName
          }
        }
      }
    `,
    category,
  );
  return (
    <ListingPage
      query={query}
      title={
        <Heading as="h1" size="lg">
          {data.displayName}
        </Heading>
      }
      summary={(results) => `${results} for ${data.displayName}`}
      categories={data.children.length > 0 ? data.children : undefined}
      empty={(filtered) => (
        <ListingEmpty title={`No products available in ${data.displayName} category`}>
          {filtered && <Text as="span">Try adjusting your filters.</Text>}
        </ListingEmpty>
      )}
    />
  );
}
