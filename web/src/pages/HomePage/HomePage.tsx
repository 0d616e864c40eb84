import { Box } from '@chakra-ui/react';
import { graphql } from 'react-relay/hooks';
import { AfterFirstPaint } from '../../components/AfterFirstPaint.tsx';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import type { HomePageQuery as HomePageQueryType } from './__generated__/HomePageQuery.graphql.ts';
import { BannerCarousel } from './BannerCarousel.tsx';
import { BuyAgain } from './BuyAgain.tsx';
import { DiscountsForYou } from './DiscountsForYou.tsx';
import { HotCategories } from './HotCategories.tsx';
import { NewArrivals } from './NewArrivals.tsx';
import { ProductsForYou } from './ProductsForYou.tsx';
import { RecentlyViewed } from './RecentlyViewed.tsx';
import { TopBrands } from './TopBrands.tsx';

export const HomePageQuery = graphql`
  query HomePageQuery($recentIds: [ID!]!, $skipRecent: Boolean!) @preloadable {
    homeBanners {
      ...BannerCarousel_banners
    }
    topCategories {
      ...HotCategories_categories
    }
    newArrivalProducts(sort: RECOMMENDED, first: 20) @required(action: THROW) {
      nodes {
        ...NewArrivals_products
      }
    }
    ...ProductsForYou_query
    topBrands {
      ...TopBrands_brands
    }
    discountsForYou {
      ...DiscountsForYou_discounts
    }
    ...RecentlyViewed_query @arguments(ids: $recentIds, skip: $skipRecent)
    viewer {
      ...BuyAgain_viewer
    }
  }
`;

export function HomePage() {
  const data = useRouteQuery<HomePageQueryType>(HomePageQuery);
  return (
    <Box>
      <BannerCarousel banners={data.homeBanners} />
      <HotCategories categories={data.topCategories} />
      <NewArrivals products={data.newArrivalProducts.nodes} />
      <AfterFirstPaint>
        <ProductsForYou query={data} />
        <TopBrands brands={data.topBrands} />
        <DiscountsForYou discounts={data.discountsForYou} />
        <RecentlyViewed query={data} />
        <BuyAgain viewer={data.viewer} />
      </AfterFirstPaint>
    </Box>
  );
}
