import { Grid, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import type { SharedListProducts_list$key } from './__generated__/SharedListProducts_list.graphql.ts';
import type { SharedLists_viewer$key } from './__generated__/SharedLists_viewer.graphql.ts';
import { SharedListProducts } from './SharedListProducts.tsx';
import { YourLists } from './YourLists.tsx';

/** The list the page's query read for `?listId=` (`viewer.list`): null when it is not one of the shopper's lists. */
type ChosenList = { readonly id: string } & SharedListProducts_list$key;

/**
 * The Shared List tab: the shopper's lists with Share and Remove, and the selected list's products. The selection
 * lives in `?listId=` (the owner's older share links open that list) and the page's query reads that list as
 * `chosen`; an id that is not one of the shopper's lists says so and shows the first list, which the tab reads
 * with the list names.
 */
export function SharedLists({
  viewer,
  chosen,
}: {
  viewer: SharedLists_viewer$key;
  chosen: ChosenList | null | undefined;
}) {
  const data = useFragment(
    graphql`
      fragment SharedLists_viewer on Viewer {
        ...YourLists_viewer
        firstList: lists(first: 1) @required(action: THROW) {
          edges {
            node {
              id
              ...SharedListProducts_list
            }
          }
        }
      }
    `,
    viewer,
  );
  const [searchParams] = useSearchParams();
  const first = data.firstList.edges[0]?.node;
  const selected = chosen ?? first;
  const notYours = searchParams.has('listId') && !chosen && (
    <Text role="status" color="fg.muted" mb="4">
      That list is not one of yours: another shopper's list opens only through the share link they send.
    </Text>
  );

  if (!selected) {
    return (
      <Stack align="center" gap="1" py="8">
        {notYours}
        <Text fontSize="lg" fontWeight="medium">
          No List Found
        </Text>
        <Text color="fg.muted">Create a new list to start sharing products with others</Text>
      </Stack>
    );
  }
  return (
    <>
      {notYours}
      {/* minmax(0, …): a long list name is cut in its button, not widening the column past the screen. */}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '16rem minmax(0, 1fr)' }} gap="6">
        <YourLists viewer={data} selectedId={selected.id} />
        <SharedListProducts key={selected.id} list={selected} />
      </Grid>
    </>
  );
}
