import { Text } from '@chakra-ui/react';
import { graphql } from 'react-relay/hooks';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { AccountLayout } from './AccountLayout.tsx';
import type { ItemNotSelectedPaneQuery as ItemNotSelectedPaneQueryType } from './__generated__/ItemNotSelectedPaneQuery.graphql.ts';

export const ItemNotSelectedPaneQuery = graphql`
  query ItemNotSelectedPaneQuery @preloadable {
    viewer {
      ...AccountLayout_viewer
    }
  }
`;

/** `/my-account?pane=` with a key the account does not have. */
export function ItemNotSelectedPane() {
  const { viewer } = useRouteQuery<ItemNotSelectedPaneQueryType>(ItemNotSelectedPaneQuery);
  return (
    <AccountLayout viewer={viewer} title="My Account">
      <Text color="fg.muted">Item Not Selected</Text>
    </AccountLayout>
  );
}
