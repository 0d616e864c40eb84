import { Heading, Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay/hooks';
import { DealBannerCarousel } from '../../components/DealBannerCarousel.tsx';
import { DealCountdown } from '../../components/DealCountdown.tsx';
import { ListingPage } from '../../components/listing/ListingPage.tsx';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import type { LimitedTimeDealsPageQuery as LimitedTimeDealsPageQueryType } from './__generated__/LimitedTimeDealsPageQuery.graphql.ts';
import { LimitedTimeDealFooter } from './LimitedTimeDealFooter.tsx';

export const LimitedTimeDealsPageQuery = graphql`
  query LimitedTimeDealsPageQuery($source: ProductListingSource!, $filter: ProductFilter, $sort: ProductSort)
  @preloadable {
    limitedTimeDealBanners {
      dealId
      title
      endsAt
      images {
        url
        alt
      }
    }
    ...ListingPage_query @arguments(withDealCountdown: true)
  }
`;

/**
 * /limited-time-deals: the running campaigns' banners with "Ends in HH:MM:SS", then the products on offer with
 * their own countdowns and Add to Cart, filtered and sorted as the URL says.
 */
export function LimitedTimeDealsPage() {
  const data = useRouteQuery<LimitedTimeDealsPageQueryType>(LimitedTimeDealsPageQuery);
  const slides = data.limitedTimeDealBanners.flatMap((banner) =>
    banner.images.map((image, i) => ({
      key: `${banner.dealId}-${i}`,
      image,
      caption: (
        <>
          <Text fontWeight="bold" fontSize={{ base: 'md', md: 'xl' }}>
            {banner.title}
          </Text>
          <DealCountdown endsAt={banner.endsAt} />
        </>
      ),
    })),
  );
  return (
    <Stack gap="6">
      <DealBannerCarousel label="Limited time deals" slides={slides} />
      <ListingPage
        query={data}
        title={
          <Heading as="h1" size="lg">
            Limited Time Deals
          </Heading>
        }
        footer={(product) => product.dealCountdown && <LimitedTimeDealFooter product={product.dealCountdown} />}
      />
    </Stack>
  );
}
