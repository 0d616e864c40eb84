import { Heading, Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay/hooks';
import { DealBannerCarousel } from '../../components/DealBannerCarousel.tsx';
import { ListingPage } from '../../components/listing/ListingPage.tsx';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import type { TopDealsPageQuery as TopDealsPageQueryType } from './__generated__/TopDealsPageQuery.graphql.ts';

export const TopDealsPageQuery = graphql`
  query TopDealsPageQuery($source: ProductListingSource!, $filter: ProductFilter, $sort: ProductSort) @preloadable {
    topDealBanners {
      dealId
      title
      image {
        url
        alt
      }
    }
    ...ListingPage_query
  }
`;

/** /top-deals: the deal banners, then the products flagged as top deals, filtered and sorted as the URL says. */
export function TopDealsPage() {
  const query = useRouteQuery<TopDealsPageQueryType>(TopDealsPageQuery);
  const slides = query.topDealBanners.map((banner) => ({
    key: banner.dealId,
    image: banner.image,
    caption: (
      <Text fontWeight="bold" fontSize={{ base: 'md', md: 'xl' }}>
        {banner.title}
      </Text>
    ),
  }));
  return (
    <Stack gap="6">
      <DealBannerCarousel label="Top deals" slides={slides} />
      <ListingPage
        query={query}
        title={
          <Heading as="h1" size="lg">
            Top Deals
          </Heading>
        }
      />
    </Stack>
  );
}
