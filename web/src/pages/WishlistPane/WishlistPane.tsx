import { Text } from '@chakra-ui/react';
import { graphql } from 'react-relay/hooks';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { AccountLayout } from '../AccountPage/AccountLayout.tsx';
import { WishlistPanel } from '../ShoppingCartPage/WishlistPanel.tsx';
import type { WishlistPaneQuery as WishlistPaneQueryType } from './__generated__/WishlistPaneQuery.graphql.ts';

export const WishlistPaneQuery = graphql`
  query WishlistPaneQuery @preloadable {
    viewer {
      ...AccountLayout_viewer
      wishlist {
        ...WishlistPanel_wishlist
      }
    }
  }
`;

/** `/my-account?pane=whishlist` (the original storefront's key): the cart page's wishlist tab, in the account. */
export function WishlistPane() {
  const { viewer } = useRouteQuery<WishlistPaneQueryType>(WishlistPaneQuery);
  return (
    <AccountLayout viewer={viewer} title="Wishlist">
      {viewer.wishlist ? <WishlistPanel wishlist={viewer.wishlist} /> : <Text color="fg.muted">No Products Found</Text>}
    </AccountLayout>
  );
}
