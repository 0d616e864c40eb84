import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useAddToCart } from '../mutations/useAddToCart.ts';
import { useAddToCartFeedback } from '../feedback/useAddToCartFeedback.ts';

/**
 * "Add to Cart" for one product (`quantity` units, 1 unless given): a spinner while it runs, then "Go to Cart"
 * ("Go to Cart" at once when `inCart`). A guest (or an expired session) is sent to sign in and comes back here;
 * other refusals show their message. `submit`: the button sends the form it is in when the app is not there to (the
 * product page's, posted to its page without the app); with the app, its press is handled here.
 */
export function AddToCartButton({
  productId,
  outOfStock,
  quantity = 1,
  inCart = false,
  size = 'sm',
  label = 'Add to Cart',
  submit = false,
}: {
  productId: string;
  outOfStock: boolean;
  quantity?: number;
  inCart?: boolean;
  size?: 'sm' | 'lg';
  /** The button's text ("Buy Again" on delivered orders). */
  label?: string;
  submit?: boolean;
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
    <Button
      type={submit ? 'submit' : 'button'}
      size={size}
      w="full"
      onClick={(event) => {
        event.preventDefault();
        void add();
      }}
      loading={state === 'adding'}
      disabled={outOfStock}
    >
      {outOfStock ? 'Out of Stock' : label}
    </Button>
  );
}
