import { useState } from 'react';
import { Button, Heading, HStack, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router-dom';
import { signInPath } from '../../session/redirect.ts';
import type { SellerRatings_seller$data, SellerRatings_seller$key } from './__generated__/SellerRatings_seller.graphql.ts';
import { RateSellerDialog } from './RateSellerDialog.tsx';

const REVIEWS_PAGE = 10;
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/**
 * The store's ratings: the mean and count, a bar per star level from the real counts, the reviews newest first
 * ("Loading reviews..." while the next page loads), and "Rate Seller" (a guest goes to sign in and comes back).
 */
export function SellerRatings({ seller, signedIn }: { seller: SellerRatings_seller$key; signedIn: boolean }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
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
        ratings(first: $count, after: $cursor) @connection(key: "SellerRatings_ratings") {
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
  const [loadError, setLoadError] = useState<string | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const rate = () => (signedIn ? setRating(true) : navigate(signInPath(location)));
  const more = () => {
    setLoadError(null);
    loadNext(REVIEWS_PAGE, { onComplete: (error) => setLoadError(error?.message ?? null) });
  };
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
      <Summary summary={data.ratingSummary} />
      {data.ratings.edges.length === 0 ? (
        <Text color="fg.muted">No Reviews Found</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Reviews">
          {data.ratings.edges.map(({ node }) => (
            <Stack as="li" key={node.id} gap="1" borderTopWidth="1px" pt="3">
              <HStack gap="2">
                <Stars value={node.rating} />
                {node.title && <Text fontWeight="semibold">{node.title}</Text>}
              </HStack>
              {node.comment && <Text>{node.comment}</Text>}
              <Text fontSize="sm" color="fg.muted">
                {node.authorName} · {dateFormat.format(new Date(node.createdAt))}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
      {isLoadingNext ? (
        <Text role="status" color="fg.muted">
          Loading reviews...
        </Text>
      ) : (
        hasNext && (
          <Button alignSelf="center" variant="outline" size="sm" onClick={more}>
            More reviews
          </Button>
        )
      )}
      {loadError && (
        <Text role="alert" color="fg.error">
          Error loading reviews: {loadError}
        </Text>
      )}
      <RateSellerDialog sellerId={data.sellerId} storeName={data.storeName} open={rating} onClose={() => setRating(false)} />
    </Stack>
  );
}

function Stars({ value }: { value: number }) {
  return (
    <HStack gap="1" color="orange.fg" fontWeight="semibold" aria-label={`${value} out of 5 stars`}>
      <Star aria-hidden size={16} fill="currentColor" />
      <Text as="span">{value}</Text>
    </HStack>
  );
}

/** The mean, the count and one bar per star level (5 to 1), as a share of all ratings. */
function Summary({ summary }: { summary: SellerRatings_seller$data['ratingSummary'] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="center">
      <Stack gap="0">
        <Text fontSize="3xl" fontWeight="bold">
          {summary.average.toFixed(1)} / 5
        </Text>
        <Text color="fg.muted">
          {summary.count} {summary.count === 1 ? 'rating' : 'ratings'}
        </Text>
      </Stack>
      <Stack gap="1.5">
        {summary.histogram.map((bucket) => (
          <Progress.Root
            key={bucket.stars}
            size="sm"
            colorPalette="orange"
            value={summary.count === 0 ? 0 : Math.round((bucket.count / summary.count) * 100)}
            aria-label={`${bucket.stars} stars: ${bucket.count}`}
          >
            <HStack gap="3">
              <Progress.Label minW="12">{bucket.stars} stars</Progress.Label>
              <Progress.Track flex="1">
                <Progress.Range />
              </Progress.Track>
              <Progress.ValueText minW="6">{bucket.count}</Progress.ValueText>
            </HStack>
          </Progress.Root>
        ))}
      </Stack>
    </SimpleGrid>
  );
}
