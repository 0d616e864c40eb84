import { useState } from 'react';
import { Button, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { z } from '../../forms/zod.ts';
import { FormAlert, FormField } from '../../components/FormField.tsx';
import { ReviewTextFields } from '../../components/ReviewTextFields.tsx';
import { StarRatingInput } from '../../components/StarRating.tsx';
import { showOutcome, useZodForm } from '../../forms/useZodForm.ts';
import { useRateProduct } from '../../mutations/useRateProduct.ts';
import { signInPath } from '../../session/redirect.ts';
import { toast } from '../../feedback/toast.ts';
import { ratingFailureMessage } from './ratingFailure.ts';
import { OwnReview } from './OwnReview.tsx';
import type { OwnReview_review$key } from './__generated__/OwnReview_review.graphql.ts';

const RATING_RANGE = 'Please select a rating between 1 and 5';
const MAX_IMAGES = 5;

const schema = z.object({
  // Whole stars: the API counts each rating in one star level; half stars are for display.
  rating: z.number().int(RATING_RANGE).min(1, RATING_RANGE).max(5, RATING_RANGE),
  title: z.string().trim().max(200, 'The review title must be at most 200 characters'),
  comment: z.string().trim().max(2000, 'The comment must be at most 2000 characters'),
  images: z
    .array(z.instanceof(File))
    .max(MAX_IMAGES, `You can add at most ${MAX_IMAGES} images`)
    .refine((files) => files.every((file) => file.type.startsWith('image/')), 'Only image files are allowed'),
});

/**
 * Write a review: stars, a title, a comment and any number of pictures (up to 5, images only), for a product the
 * shopper bought. A guest is asked to sign in; a shopper who has not bought it is told they cannot rate it; a shopper
 * who has rated it (one rating each) sees their review instead.
 */
export function WriteReview({
  productId,
  signedIn,
  purchased,
  ownReview,
}: {
  productId: string;
  signedIn: boolean;
  purchased: boolean;
  ownReview?: OwnReview_review$key | null;
}) {
  const location = useLocation();
  if (!signedIn) {
    return (
      <Text>
        Please log in to submit a rating.{' '}
        <Link asChild colorPalette="blue" color="colorPalette.fg">
          <RouterLink to={signInPath(location)}>Sign in</RouterLink>
        </Link>
      </Text>
    );
  }
  if (ownReview) return <OwnReview review={ownReview} />;
  if (!purchased) return <Text color="fg.muted">You cannot rate this product as it has not been purchased.</Text>;
  return <ReviewForm productId={productId} />;
}

function ReviewForm({ productId }: { productId: string }) {
  const rateProduct = useRateProduct();
  const form = useZodForm(schema, { rating: 0, title: '', comment: '', images: [] });
  const { errors, isSubmitting } = form.formState;
  // A file input cannot be given a value: after a reset a new key gives a fresh, empty one.
  const [filesKey, setFilesKey] = useState(0);
  const submit = form.handleSubmit(async ({ rating, title, comment, images }) => {
    const outcome = await rateProduct({ productId, rating, title, comment }, images);
    if (outcome.kind === 'failed')
      return form.setError('root.server', { type: 'server', message: ratingFailureMessage(outcome.error) });
    if (outcome.kind === 'refused') return showOutcome(form, outcome, '');
    toast({ type: 'success', title: 'Thank you for your review' });
    form.reset();
    setFilesKey((key) => key + 1);
  });
  return (
    <Stack asChild gap="4" p="4" rounded="md" borderWidth="1px">
      <form method="post" onSubmit={submit} noValidate aria-label="Write a review">
        <Heading as="h3" size="md">
          Write a review
        </Heading>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <FormField label="Your rating" error={errors.rating?.message} required>
              <StarRatingInput
                label="Your rating"
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  form.clearErrors('rating');
                }}
              />
            </FormField>
          )}
        />
        <ReviewTextFields form={form} />
        <Controller
          control={form.control}
          name="images"
          render={({ field }) => (
            <FormField label="Photos" hint={`Images only, up to ${MAX_IMAGES}`} error={errors.images?.message}>
              <Input
                type="file"
                accept="image/*"
                multiple
                p="1"
                key={filesKey}
                onChange={(event) => {
                  field.onChange(Array.from(event.target.files ?? []));
                  form.clearErrors('images');
                }}
              />
            </FormField>
          )}
        />
        {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
        <Button type="submit" alignSelf="start" loading={isSubmitting} loadingText="Submitting">
          Submit Review
        </Button>
      </form>
    </Stack>
  );
}
