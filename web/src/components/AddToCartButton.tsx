import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useAddToCart } from '../mutations/useAddToCart.ts';
import { useAddToCartFeedback } from '../feedback/useAddToCartFeedback.ts';

/**
 * "Add to Cart" for one product (`quantity` units, 1 unless given): a spinner while it runs, then "Go to Cart"
 * ("Go to Cart" at once when `inCart`). A guest (or an expired session) is sent to sign in and comes back here;
 * other refusals show their message.
 */
export function AddToCartButton({
  productId,
  outOfStock,
  quantity = 1,
  inCart = false,
  size = 'sm',
  label = 'Add to Cart',
}: {
  productId: string;
  outOfStock: boolean;
  quantity?: number;
  inCart?: boolean;
  size?: 'sm' | 'lg';
  /** The button's text ("Buy Again" on delivered orders). */
  label?: string;
}) {
  const addToCart = useAddToCart();
  const addedToCart = useAddToCartFeedback();
  const [state, setState] = useState<'idle' | 'adding' | 'added'>(inCart ? 'added' : 'idle');

  if (state === 'added') {
    return (
      <Button asChild size={size} variant="outline" w="full">
        <RouterLink to="/shopping-cart">Go to Cart</RouterLink>
      </Button>
    );
  }

  const add = async () => {
    setState('adding');
    const outcome = await addToCart({ input: { productId, quantity } });
    setState(outcome.kind === 'done' ? 'added' : 'idle');
    addedToCart(outcome);
  };
  return (
    <Button size={size} w="full" onClick={add} loading={state === 'adding'} disabled={outOfStock}>
      {outOfStock ? 'Out of Stock' : label}
    </Button>
  );
}
