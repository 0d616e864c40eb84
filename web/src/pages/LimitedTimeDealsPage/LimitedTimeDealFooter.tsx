import { graphql, useFragment } from 'react-relay/hooks';
import { AddToCartButton } from '../../components/AddToCartButton.tsx';
import { DealCountdown } from '../../components/DealCountdown.tsx';
import type { LimitedTimeDealFooter_product$key } from './__generated__/LimitedTimeDealFooter_product.graphql.ts';

/** Below a limited-time deal's card: its own countdown and Add to Cart. */
export function LimitedTimeDealFooter({ product }: { product: LimitedTimeDealFooter_product$key }) {
  const data = useFragment(
    graphql`
      fragment LimitedTimeDealFooter_product on Product {
        productId
        stockStatus
        limitedTimeEndsAt
      }
    `,
    product,
  );
  return (
    <>
      {data.limitedTimeEndsAt && (
        <DealCountdown endsAt={data.limitedTimeEndsAt} fontSize="sm" color="fg.error" textAlign="center" />
      )}
      <AddToCartButton productId={data.productId} outOfStock={data.stockStatus === 'OUT_OF_STOCK'} />
    </>
  );
}
