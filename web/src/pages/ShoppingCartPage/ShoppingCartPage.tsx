import { graphql } from 'react-relay';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { RequireSignIn } from '../../session/RequireSignIn.tsx';
import type { ShoppingCartPageQuery as ShoppingCartPageQueryType } from './__generated__/ShoppingCartPageQuery.graphql.ts';
import { SharedLists } from './SharedLists.tsx';

export const ShoppingCartPageQuery = graphql`
  query ShoppingCartPageQuery {
    viewer {
      ...RequireSignIn_viewer
      ...SharedLists_viewer
    }
  }
`;

/** /shopping-cart: the cart, and the wishlist (`#my-Wishlist`) with the shopper's sharable lists. */
export function ShoppingCartPage() {
  const { viewer } = useRouteQuery<ShoppingCartPageQueryType>(ShoppingCartPageQuery);
  return (
    <RequireSignIn viewer={viewer}>
      <SharedLists viewer={viewer} />
    </RequireSignIn>
  );
}
