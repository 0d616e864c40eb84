import { useState } from 'react';
import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { useLocation, useNavigate } from 'react-router-dom';
import { RatingHistogram } from '../../components/RatingHistogram.tsx';
import { ReviewList } from '../../components/ReviewList.tsx';
import { signInPath } from '../../session/redirect.ts';
import type { SellerRatings_seller$key } from './__generated__/SellerRatings_seller.graphql.ts';
import { RateSellerDialog } from './RateSellerDialog.tsx';

/**
 * The store's ratings: the mean and count, a bar per star level from the real counts, the reviews newest first
 * (the same list as product reviews), and "Rate Seller" (a guest goes to sign in and comes back).
 */
export function SellerRatings({ seller, signedIn }: { seller: SellerRatings_seller$key; signedIn: boolean }) {
  const { data, ...pagination } = usePaginationFragment(
    graphql`
      fragment SellerRatings_seller on Seller
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
      @refetchable(queryName: "SellerRatingsPaginationQuery") {
        sellerId
        storeName
        ratingSummary {
          average
          count
          histogram {
            stars
            count
          }
        }
        ratings(first: $count, after: $cursor) @connection(key: "SellerRatings_ratings") @required(action: THROW) {
          edges {
            node {
              id
              authorName
              rating
              title
              comment
              createdAt
            }
          }
        }
      }
    `,
    seller,
  );
  const [rating, setRating] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const rate = () => (signedIn ? setRating(true) : navigate(signInPath(location)));
  return (
    <Stack as="section" aria-label="Ratings and Reviews" gap="4" bg="bg" p="5" rounded="lg" borderWidth="1px">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="lg">
          Ratings and Reviews
        </Heading>
        <Button size="sm" onClick={rate}>
          Rate Seller
        </Button>
      </HStack>
      <RatingHistogram summary={data.ratingSummary} />
      <ReviewList reviews={data.ratings.edges.map(({ node }) => node)} pagination={pagination} />
      <RateSellerDialog
        sellerId={data.sellerId}
        storeName={data.storeName}
        open={rating}
        onClose={() => setRating(false)}
      />
    </Stack>
  );
}
