import { useState } from 'react';
import { Badge, Button, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { productPath } from '../routing/paths.ts';
import type { GridPagination } from './listing/pagination.ts';
import { ImageViewer, type ViewedImage } from './ImageViewer.tsx';
import { LoadMore } from './LoadMore.tsx';
import { StarDisplay } from './StarDisplay.tsx';
import { formatPastDay } from '../time/dates.ts';

const REVIEWS_PAGE = 10;
// A product review's fields as the list shows them; product pages and My Ratings & Reviews spread it unmasked
// (`@relay(mask: false)`). A seller's ratings (another type) bring the fields they have.
graphql`
  fragment ReviewList_review on Review {
    id
    authorName
    rating
    title
    comment
    createdAt
    verifiedPurchase
    images {
      url
      alt
    }
  }
`;

interface Review {
  readonly id: string;
  readonly authorName: string;
  readonly rating: number;
  readonly title?: string | null;
  readonly comment?: string | null;
  readonly createdAt: string;
  readonly images?: ReadonlyArray<ViewedImage>;
  /** Only buyers can rate: the original storefront's 'VerifiedUser' tag, written as words. */
  readonly verifiedPurchase?: boolean;
  /** The product reviewed, where the list mixes products (My Ratings & Reviews). */
  readonly product?: { readonly productId: string; readonly name: string } | null;
}

/**
 * Reviews newest first, in the storefront's words: "No Reviews Found" when there are none, the next page ten at a time
 * with "Loading reviews..." meanwhile and "Error loading reviews: {message}" when it fails. A review's photos are
 * thumbnails that open the image viewer.
 */
export function ReviewList({ reviews, pagination }: { reviews: ReadonlyArray<Review>; pagination: GridPagination }) {
  const [viewing, setViewing] = useState<{ images: ReadonlyArray<ViewedImage>; index: number } | null>(null);
  if (reviews.length === 0) return <Text color="fg.muted">No Reviews Found</Text>;
  return (
    <>
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Reviews">
        {reviews.map((review) => (
          <Stack as="li" key={review.id} gap="1" borderTopWidth="1px" pt="3">
            {review.product && (
              <HStack justify="space-between" wrap="wrap">
                <Text fontWeight="semibold">{review.product.name}</Text>
                <Link asChild fontSize="sm" color="teal.fg">
                  <RouterLink to={productPath(review.product.productId)}>View Product</RouterLink>
                </Link>
              </HStack>
            )}
            <HStack gap="2">
              <StarDisplay value={review.rating} />
              {review.title && <Text fontWeight="semibold">{review.title}</Text>}
            </HStack>
            {review.comment && <Text>{review.comment}</Text>}
            {review.images && review.images.length > 0 && (
              <HStack gap="2" wrap="wrap">
                {review.images.map((image, index) => (
                  <Button
                    key={image.url}
                    variant="outline"
                    p="0"
                    boxSize="16"
                    overflow="hidden"
                    aria-label={`View photo ${index + 1} of ${review.authorName}'s review`}
                    onClick={() => setViewing({ images: review.images ?? [], index })}
                  >
                    <Image src={image.url} alt="" boxSize="full" objectFit="cover" />
                  </Button>
                ))}
              </HStack>
            )}
            <HStack gap="2" fontSize="sm" color="fg.muted">
              <Text>
                by {review.authorName} · {formatPastDay(review.createdAt)}
              </Text>
              {review.verifiedPurchase && (
                <Badge size="sm" colorPalette="green">
                  Verified User
                </Badge>
              )}
            </HStack>
          </Stack>
        ))}
      </Stack>
      <LoadMore
        pagination={pagination}
        pageSize={REVIEWS_PAGE}
        label="More reviews"
        size="sm"
        loadingStatus="Loading reviews..."
        errorText={(message) => `Error loading reviews: ${message}`}
      />
      <ImageViewer
        images={viewing?.images ?? []}
        index={viewing?.index ?? 0}
        open={viewing != null}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
