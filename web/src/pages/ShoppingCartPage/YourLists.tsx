import { useState } from 'react';
import { Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Share2, Trash2 } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { LoadMore } from '../../components/LoadMore.tsx';
import { useShare } from '../../device/useShare.tsx';
import { toastOutcome } from '../../feedback/toast.ts';
import { useDeleteList } from '../../mutations/useDeleteList.ts';
import type { YourLists_viewer$key } from './__generated__/YourLists_viewer.graphql.ts';

const LISTS_PAGE_SIZE = 50;

/**
 * The Shared List tab's lists, a page at a time, each with Share and Remove (after a question); pressing one selects
 * it (`?listId=`, whose route query then reads its products).
 */
export function YourLists({ viewer, selectedId }: { viewer: YourLists_viewer$key; selectedId: string }) {
  const { data, ...pagination } = usePaginationFragment(
    graphql`
      fragment YourLists_viewer on Viewer
      @refetchable(queryName: "YourListsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
        yourLists: lists(first: $count, after: $cursor)
          @connection(key: "YourLists__yourLists")
          @required(action: THROW) {
          edges {
            node {
              id
              listId
              name
              shareUrl
            }
          }
        }
      }
    `,
    viewer,
  );
  const [, setSearchParams] = useSearchParams();
  const deleteList = useDeleteList();
  const [deleting, setDeleting] = useState<string | null>(null);
  // The list asked about stays set while the question closes, so its text does not change as it fades.
  const [asked, setAsked] = useState<{ listId: string; name: string } | null>(null);
  const [asking, setAsking] = useState(false);
  const { share, shareDialog } = useShare();
  const select = (listId: string) =>
    setSearchParams(
      (params) => {
        params.set('listId', listId);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  const remove = async (list: { listId: string }) => {
    setAsking(false);
    setDeleting(list.listId);
    const outcome = await deleteList({ input: { listId: list.listId } });
    setDeleting(null);
    toastOutcome(outcome, { failure: 'Failed to delete list' });
  };

  return (
    <Stack gap="3">
      <Stack as="ul" aria-label="Your lists" gap="2" m="0" p="0">
        {data.yourLists.edges.map(({ node: list }) => (
          <HStack as="li" key={list.id} listStyleType="none" gap="1">
            {/* A long name ends in an ellipsis; the title shows it whole, and it stays the button's name. */}
            <Button
              flex="1"
              minW="0"
              justifyContent="start"
              variant={list.id === selectedId ? 'solid' : 'outline'}
              aria-pressed={list.id === selectedId}
              title={list.name}
              onClick={() => select(list.listId)}
            >
              <Text as="span" truncate>
                {list.name}
              </Text>
            </Button>
            <IconButton
              variant="ghost"
              aria-label={`Share ${list.name}`}
              onClick={() => share(`Shared List: ${list.name}`, list.shareUrl)}
            >
              <Share2 aria-hidden />
            </IconButton>
            <Button
              variant="ghost"
              colorPalette="red"
              aria-label={`Delete ${list.name}`}
              disabled={deleting !== null}
              onClick={() => {
                setAsked(list);
                setAsking(true);
              }}
            >
              {deleting === list.listId ? 'Deleting...' : <Trash2 aria-hidden />}
            </Button>
          </HStack>
        ))}
      </Stack>
      <LoadMore pagination={pagination} pageSize={LISTS_PAGE_SIZE} size="sm" label="Show more lists" />
      {shareDialog}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        question={`Are you sure you want to delete the list “${asked?.name ?? ''}”?`}
        confirmLabel="Delete"
        onConfirm={() => asked && void remove(asked)}
      />
    </Stack>
  );
}
