import { useState } from 'react';
import { Button, HStack, Image, Link, Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { AverageRating } from '../../components/AverageRating.tsx';
import { wishlistChangeFailure } from '../../components/changeFailures.ts';
import { useChangeWishlist } from '../../mutations/useChangeWishlist.ts';
import { useMoveToCart } from '../../mutations/useMoveToCart.ts';
import { productPath } from '../../routing/paths.ts';
import { toastOutcome } from '../../feedback/toast.ts';
import { useAddToCartFeedback } from '../../feedback/useAddToCartFeedback.ts';
import type { WishlistRow_product$key } from './__generated__/WishlistRow_product.graphql.ts';
import { PriceLine } from '../../components/PriceLine.tsx';

/** A wishlist product: prices, percent off, rating, Add To Cart (or Go to Cart) and Remove. */
export function WishlistRow({ product }: { product: WishlistRow_product$key }) {
  const data = useFragment(
    graphql`
      fragment WishlistRow_product on Product {
        id
        productId
        name
        images(first: 1) {
          url
        }
        ...PriceLine_product @relay(mask: false)
        rating {
          average
          count
        }
        inCart
        stockStatus
      }
    `,
    product,
  );
  const moveToCart = useMoveToCart();
  const changeWishlist = useChangeWishlist();
  const addedToCart = useAddToCartFeedback();
  const [busy, setBusy] = useState<'adding' | 'removing' | null>(null);

  const addToCart = async () => {
    setBusy('adding');
    const outcome = await moveToCart({ input: { productId: data.productId } });
    setBusy(null);
    addedToCart(outcome);
  };
  const remove = async () => {
    setBusy('removing');
    const outcome = await changeWishlist(data, false);
    if (outcome.kind === 'done') return;
    toastOutcome(outcome, { failure: wishlistChangeFailure(false) });
    setBusy(null);
  };

  return (
    <HStack
      as="li"
      aria-label={data.name}
      listStyleType="none"
      align="start"
      gap="4"
      borderWidth="1px"
      rounded="md"
      p="3"
    >
      <Image src={data.images[0]?.url} alt={data.name} boxSize="20" objectFit="contain" bg="bg.muted" rounded="md" />
      <Stack gap="1" flex="1" minW="0">
        <Link asChild fontWeight="semibold">
          <RouterLink to={productPath(data.productId)}>{data.name}</RouterLink>
        </Link>
        <PriceLine pays={data.offerPrice.formatted} mrp={data.listPrice.formatted} percentOff={data.percentOff} />
        <AverageRating rating={data.rating} fontSize="sm" />
      </Stack>
      <Stack gap="2" minW="32">
        {data.inCart ? (
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/shopping-cart">Go to Cart</RouterLink>
          </Button>
        ) : (
          <Button
            size="sm"
            onClick={addToCart}
            loading={busy === 'adding'}
            disabled={busy !== null || data.stockStatus === 'OUT_OF_STOCK'}
          >
            {data.stockStatus === 'OUT_OF_STOCK' ? 'Out of Stock' : 'Add To Cart'}
          </Button>
        )}
        <Button size="sm" variant="ghost" colorPalette="red" onClick={remove} disabled={busy !== null}>
          {busy === 'removing' ? 'Removing' : 'Remove'}
        </Button>
      </Stack>
    </HStack>
  );
}
