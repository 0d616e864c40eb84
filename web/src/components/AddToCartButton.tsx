import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useAddToCart } from '../mutations/useAddToCart.ts';
import { signInPath } from '../session/redirect.ts';
import { toaster } from '../toaster.tsx';

/**
 * "Add to Cart" for one product (quantity 1): a spinner while it runs, then "Go to Cart". A guest (or an expired
 * session) is sent to sign in and comes back here; other refusals show their message.
 */
export function AddToCartButton({ productId, outOfStock }: { productId: string; outOfStock: boolean }) {
  const addToCart = useAddToCart();
  const navigate = useNavigate();
  const location = useLocation();
  const [state, setState] = useState<'idle' | 'adding' | 'added'>('idle');

  if (state === 'added') {
    return (
      <Button asChild size="sm" variant="outline" w="full">
        <RouterLink to="/shopping-cart">Go to Cart</RouterLink>
      </Button>
    );
  }

  const add = async () => {
    setState('adding');
    try {
      const { addToCart: payload } = await addToCart({ input: { productId, quantity: 1 } });
      const [error] = payload.userErrors;
      if (!error) {
        toaster.create({ type: 'success', title: 'Item Added to Cart' });
        return setState('added');
      }
      setState('idle');
      if (error.code === 'UNAUTHENTICATED') return navigate(signInPath(location));
      toaster.create({ type: 'error', title: error.message });
    } catch {
      setState('idle');
      toaster.create({ type: 'error', title: 'Failed to add item to cart. Please try again.' });
    }
  };
  return (
    <Button size="sm" w="full" onClick={add} loading={state === 'adding'} disabled={outOfStock}>
      {outOfStock ? 'Out of Stock' : 'Add to Cart'}
    </Button>
  );
}
