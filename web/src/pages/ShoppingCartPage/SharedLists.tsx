import { useState } from 'react';
import { Button, Grid, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Share2, Trash2 } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import { useDeleteList } from '../../mutations/useDeleteList.ts';
import { share } from '../../device/share.ts';
import { toastOutcome } from '../../feedback/toast.ts';
import type { SharedLists_viewer$key } from './__generated__/SharedLists_viewer.graphql.ts';
import { SharedListProducts } from './SharedListProducts.tsx';

/**
 * The Shared List tab: the shopper's lists with Share and Remove, and the selected list's products. The
 * selection lives in `?listId=` (the owner's older share links open that list); an id that is not one of the
 * shopper's lists says so and shows the first list.
 */
export function SharedLists({ viewer }: { viewer: SharedLists_viewer$key }) {
  const { lists } = useFragment(
    graphql`
      fragment SharedLists_viewer on Viewer {
        lists(first: 100) @required(action: THROW) {
          edges {
            node {
              id
              listId
              name
              shareUrl
              ...SharedListProducts_list
            }
          }
        }
      }
    `,
    viewer,
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const deleteList = useDeleteList();
  const [deleting, setDeleting] = useState<string | null>(null);
  const nodes = lists.edges.map((edge) => edge.node);
  const wanted = searchParams.get('listId');
  const found = nodes.find((list) => list.listId === wanted);
  const selected = found ?? nodes[0];
  const notYours = wanted !== null && !found && (
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
  const select = (listId: string) =>
    setSearchParams(
      (params) => {
        params.set('listId', listId);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  const remove = async (list: { listId: string }) => {
    setDeleting(list.listId);
    const outcome = await deleteList({ input: { listId: list.listId } });
    setDeleting(null);
    toastOutcome(outcome, { failure: 'Failed to delete list' });
  };

  return (
    <>
      {notYours}
      <Grid templateColumns={{ base: '1fr', md: '16rem 1fr' }} gap="6">
        <Stack as="ul" aria-label="Your lists" gap="2" m="0" p="0">
          {nodes.map((list) => (
            <HStack as="li" key={list.id} listStyleType="none" gap="1">
              <Button
                flex="1"
                justifyContent="start"
                variant={list.id === selected.id ? 'solid' : 'outline'}
                aria-pressed={list.id === selected.id}
                onClick={() => select(list.listId)}
              >
                {list.name}
              </Button>
              <IconButton
                variant="ghost"
                aria-label={`Share ${list.name}`}
                onClick={() => void share(`Shared List: ${list.name}`, list.shareUrl)}
              >
                <Share2 aria-hidden />
              </IconButton>
              <Button
                variant="ghost"
                colorPalette="red"
                aria-label={`Delete ${list.name}`}
                disabled={deleting !== null}
                onClick={() => remove(list)}
              >
                {deleting === list.listId ? 'Deleting...' : <Trash2 aria-hidden />}
              </Button>
            </HStack>
          ))}
        </Stack>
        <SharedListProducts list={selected} />
      </Grid>
    </>
  );
}
