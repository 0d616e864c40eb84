import { lazy, useEffect, useState } from 'react';
import { Grid, Skeleton, Stack } from '@chakra-ui/react';
import { graphql } from 'react-relay/hooks';
import { AfterFirstPaint } from '../../components/AfterFirstPaint.tsx';
import { NotFoundPage } from '../../components/NotFoundPage.tsx';
import { recordRecentlyViewed } from '../../device/recentlyViewed.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import type { ProductPageQuery as ProductPageQueryType } from './__generated__/ProductPageQuery.graphql.ts';
import { BuyBox } from './BuyBox.tsx';
import { DeliveryCard } from './DeliveryCard.tsx';
import { PriceBlock } from './PriceBlock.tsx';
import { ProductGallery } from './ProductGallery.tsx';
import { ProductSummary } from './ProductSummary.tsx';
import { StoreBlock } from './StoreBlock.tsx';
import { useCheckDelivery } from './useCheckDelivery.ts';
import { Boundary } from '../../components/Boundary.tsx';

export const ProductPageQuery = graphql`
  query ProductPageQuery($productId: ID!) @preloadable {
    product(productId: $productId) {
      id
      productId
      inCart
      viewerHasPurchased
      viewerReview {
        ...OwnReview_review
      }
      ...ProductGallery_product
      ...ProductSummary_product
      ...PriceBlock_product
      ...DeliveryCard_product
      ...StoreBlock_product
      ...BuyBox_product
      ...ProductDetails_product
      ...ProductRatings_product
      ...ProductQuestions_product
    }
    viewer {
      user {
        id
      }
    }
  }
`;

// The pincode check's form validation (zod, react-hook-form) and the sections below the fold load after the page
// shows: neither holds up the product's name, price and buttons.
const PincodeChecker = lazy(async () => ({
  default: (await import('../../components/PincodeChecker.tsx')).PincodeChecker,
}));
const BelowTheFold = lazy(async () => ({ default: (await import('./BelowTheFold.tsx')).BelowTheFold }));

/**
 * /product-page/:prodId, sections in the product's order: gallery; name, share, heart, brand, rating; price
 * and tier prices; the buying buttons (right under the price, so they show without scrolling at 1366×900); delivery
 * card with the pincode check; store block; then highlights, about, feature badges, More Details, Ratings & Reviews
 * (with the write-a-review form), Report and Questions & Answers.
 * Opening the page records the product in recently viewed; `#write-review` (Review Product on a delivered order)
 * scrolls to the review form.
 */

export function ProductPage() {
  const { product, viewer } = useRouteQuery<ProductPageQueryType>(ProductPageQuery);
  const checkDelivery = useCheckDelivery();
  // The buy box's quantity, which the price block prices: none until the shopper picks one (the minimum then).
  const [chosen, setChosen] = useState<{ productId: string; quantity: number } | null>(null);
  const globalId = product?.id;
  useEffect(() => {
    if (globalId) recordRecentlyViewed(globalId);
  }, [globalId]);
  if (!product) {
    return (
      <NotFoundPage
        title="Product not found"
        message="No product has this address: it may have been removed, or the link may be mistyped."
      />
    );
  }
  const signedIn = viewer.user != null;
  const quantity = chosen?.productId === product.productId ? chosen.quantity : null;
  return (
    <Stack gap="6">
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="8" alignItems="start">
        <ProductGallery product={product} />
        <Stack gap="5">
          <ProductSummary product={product} />
          <PriceBlock product={product} quantity={quantity} />
          <BuyBox
            key={product.productId}
            product={product}
            inCart={product.inCart}
            onQuantityChange={(q) => setChosen({ productId: product.productId, quantity: q })}
          />
          <DeliveryCard product={product}>
            <Boundary fallback={<Skeleton height="4.125rem" />}>
              <PincodeChecker check={checkDelivery} />
            </Boundary>
          </DeliveryCard>
          <StoreBlock product={product} />
        </Stack>
      </Grid>
      <AfterFirstPaint>
        <BelowTheFold
          product={product}
          productId={product.productId}
          signedIn={signedIn}
          purchased={product.viewerHasPurchased}
          ownReview={product.viewerReview}
        />
      </AfterFirstPaint>
    </Stack>
  );
}
