import { formAction } from '../../forms/formAction.ts';
import { z } from '../../forms/zod.ts';
import type { useAddToCartMutation } from '../../mutations/__generated__/useAddToCartMutation.graphql.ts';
import { ADD_TO_CART_FAILED, addToCartMutation, needsSignIn } from '../../mutations/useAddToCart.ts';
import { commitOutcome, outcomeMessage } from '../../mutations/useCommit.ts';
import { signInPath } from '../../session/redirect.ts';

// What the product page's form posts; the cart's own rules (minimum, steps, stock) are the graph's to apply.
const schema = z.object({
  productId: z.string().min(1),
  quantity: z.coerce.number({ error: 'Please enter a quantity' }).int('Please enter a whole quantity'),
});

/** The product page's Add to Cart posted without the app: back to the page (now "Go to Cart"), or to sign in. */
export const addToCartAction = formAction('add-to-cart', schema, async (input, { request, environment }) => {
  const outcome = await commitOutcome<useAddToCartMutation>(environment, addToCartMutation, { input });
  const page = new URL(request.url);
  if (outcome.kind === 'done') return page.pathname;
  if (needsSignIn(outcome)) return signInPath(page);
  return { errors: { root: outcomeMessage(outcome, ADD_TO_CART_FAILED) } };
});
