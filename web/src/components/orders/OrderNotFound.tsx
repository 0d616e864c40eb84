import { myOrdersPath } from '../../routing/paths.ts';
import { NotFoundPage } from '../NotFoundPage.tsx';

/**
 * An order page whose order is not the shopper's: unknown, or another shopper's (the same answer, so an order number
 * reveals nothing). A 404, with the way back to My Orders.
 */
export function OrderNotFound() {
  return (
    <NotFoundPage
      title="Order not found"
      message="None of your orders has this number. Check the link, or find the order in My Orders."
      back={{ to: myOrdersPath, label: 'Back to My Orders' }}
    />
  );
}
