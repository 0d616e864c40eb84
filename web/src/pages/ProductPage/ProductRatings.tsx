import type { ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { RatingHistogram } from '../../components/RatingHistogram.tsx';
import { ReviewList } from '../../components/ReviewList.tsx';
import type { ProductRatings_product$key } from './__generated__/ProductRatings_product.graphql.ts';
import { DetailSection } from './ProductDetails.tsx';

/**
 * Ratings & Reviews: the summary with a bar per star level, `children` (the write-a-review form), then the
 * reviews newest first, ten at a time, with their photos.
 */
export function ProductRatings({ product, children }: { product: ProductRatings_product$key; children?: ReactNode }) {
  const { data, ...pagination } = usePaginationFragment(
    graphql`
      fragment ProductRatings_product on Product
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
      @refetchable(queryName: "ProductRatingsPaginationQuery") {
        rating {
          average
          count
          histogram {
            stars
            count
          }
        }
        reviews(first: $count, after: $cursor) @connection(key: "ProductRatings_reviews") @required(action: THROW) {
          edges {
            node {
              ...ReviewList_review @relay(mask: false)
            }
          }
        }
      }
    `,
    product,
  );
  return (
    <DetailSection title="Ratings & Reviews">
      <RatingHistogram summary={data.rating} />
      {children}
      <ReviewList reviews={data.reviews.edges.map((edge) => edge.node)} pagination={pagination} />
    </DetailSection>
  );
}
