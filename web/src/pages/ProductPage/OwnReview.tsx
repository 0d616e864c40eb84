import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { StarDisplay } from '../../components/StarDisplay.tsx';
import type { OwnReview_review$key } from './__generated__/OwnReview_review.graphql.ts';
import { formatPastDay } from '../../time/dates.ts';

/** The signed-in shopper's review of the product, shown where the review form was once they have rated it. */
export function OwnReview({ review }: { review: OwnReview_review$key }) {
  const data = useFragment(
    graphql`
      fragment OwnReview_review on Review {
        rating
        title
        comment
        createdAt
      }
    `,
    review,
  );
  return (
    <Stack as="section" aria-labelledby="own-review" gap="1" p="4" rounded="md" borderWidth="1px">
      <Heading as="h3" id="own-review" size="md">
        Your review
      </Heading>
      <HStack gap="2">
        <StarDisplay value={data.rating} />
        {data.title && <Text fontWeight="semibold">{data.title}</Text>}
      </HStack>
      {data.comment && <Text>{data.comment}</Text>}
      <Text fontSize="sm" color="fg.muted">
        Reviewed on {formatPastDay(data.createdAt)}
      </Text>
    </Stack>
  );
}
