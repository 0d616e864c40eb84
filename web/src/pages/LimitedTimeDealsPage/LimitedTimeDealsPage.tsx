import { Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { DealBannerCarousel } from '../../components/DealBannerCarousel.tsx';
import { DealCountdown } from '../../components/DealCountdown.tsx';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import type { LimitedTimeDealsPageQuery as LimitedTimeDealsPageQueryType } from './__generated__/LimitedTimeDealsPageQuery.graphql.ts';
import { LimitedTimeDealProducts } from './LimitedTimeDealProducts.tsx';

export const LimitedTimeDealsPageQuery = graphql`
  query LimitedTimeDealsPageQuery($filter: ProductFilter, $sort: ProductSort) @preloadable {
    limitedTimeDealBanners {
      dealId
      title
      endsAt
      images {
        url
        alt
      }
    }
    ...LimitedTimeDealProducts_query
  }
`;

/**
 * /limited-time-deals: the running campaigns' banners with "Ends in HH:MM:SS", then the products on offer with
 * their own countdowns, filtered and sorted as the URL says. (Add to Cart comes with the cart mutations.)
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
      <LimitedTimeDealProducts query={data} />
    </Stack>
  );
}
