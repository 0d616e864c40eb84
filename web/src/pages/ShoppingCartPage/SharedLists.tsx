import { Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { SharedLists_viewer$key } from './__generated__/SharedLists_viewer.graphql.ts';

/** The Shared List tab: the shopper's lists. */
export function SharedLists({ viewer }: { viewer: SharedLists_viewer$key }) {
  const { lists } = useFragment(
    graphql`
      fragment SharedLists_viewer on Viewer {
        lists(first: 20) {
          totalCount
        }
      }
    `,
    viewer,
  );
  return <Text>{lists.totalCount}</Text>;
}
