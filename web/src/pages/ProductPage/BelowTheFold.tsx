import { Box } from '@chakra-ui/react';
import { ReportButton } from '../../components/ReportButton.tsx';
import { useScrollToHash } from '../../routing/useScrollToHash.ts';
import type { ProductDetails_product$key } from './__generated__/ProductDetails_product.graphql.ts';
import type { ProductQuestions_product$key } from './__generated__/ProductQuestions_product.graphql.ts';
import type { ProductRatings_product$key } from './__generated__/ProductRatings_product.graphql.ts';
import type { OwnReview_review$key } from './__generated__/OwnReview_review.graphql.ts';
import { ProductDetails } from './ProductDetails.tsx';
import { ProductQuestions } from './ProductQuestions.tsx';
import { ProductRatings } from './ProductRatings.tsx';
import { WriteReview } from './WriteReview.tsx';

interface Props {
  product: ProductDetails_product$key & ProductRatings_product$key & ProductQuestions_product$key;
  productId: string;
  signedIn: boolean;
  purchased: boolean;
  ownReview?: OwnReview_review$key | null;
}

/**
 * The product page below the fold, in its own chunk (loaded after the first paint, with the review form's
 * validation and the report dialog): More Details, Ratings & Reviews with the write-a-review form (or the shopper's
 * own review once written), Report and Questions & Answers. `#write-review` (Review Product on a delivered order)
 * scrolls to the form once it is here.
 */
export function BelowTheFold({ product, productId, signedIn, purchased, ownReview }: Props) {
  useScrollToHash();
  return (
    <>
      <ProductDetails product={product} />
      <ProductRatings product={product}>
        <Box id="write-review" scrollMarginTop="24">
          <WriteReview productId={productId} signedIn={signedIn} purchased={purchased} ownReview={ownReview} />
        </Box>
      </ProductRatings>
      <ReportButton target={{ productId }} signedIn={signedIn} />
      <ProductQuestions product={product} />
    </>
  );
}
