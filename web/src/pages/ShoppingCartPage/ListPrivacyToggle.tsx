import { useState } from 'react';
import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { toastOutcome } from '../../feedback/toast.ts';
import { useSetListPrivacy } from '../../mutations/useSetListPrivacy.ts';
import type { ListPrivacyToggle_list$key } from './__generated__/ListPrivacyToggle_list.graphql.ts';

/** "Private": a private list's share link opens for its owner only; unticked, anyone holding the link sees it. */
export function ListPrivacyToggle({ list }: { list: ListPrivacyToggle_list$key }) {
  const data = useFragment(
    graphql`
      fragment ListPrivacyToggle_list on List {
        id
        listId
        isPrivate
      }
    `,
    list,
  );
  const setListPrivacy = useSetListPrivacy();
  const [saving, setSaving] = useState(false);
  const change = async (isPrivate: boolean) => {
    setSaving(true);
    // The tick shows at once; a failure takes it back (useCommit rolls the optimistic change back).
    const outcome = await setListPrivacy(
      { input: { listId: data.listId, isPrivate } },
      { optimisticUpdater: (store) => store.get(data.id)?.setValue(isPrivate, 'isPrivate') },
    );
    toastOutcome(outcome, { failure: 'Failed to change the list' });
    setSaving(false);
  };
  return (
    <Stack gap="0">
      <Checkbox.Root
        size="sm"
        checked={data.isPrivate}
        disabled={saving}
        onCheckedChange={(details) => void change(details.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Private</Checkbox.Label>
      </Checkbox.Root>
      <Text fontSize="xs" color="fg.muted">
        {data.isPrivate ? 'Only you can open its link.' : 'Anyone with its link can see it.'}
      </Text>
    </Stack>
  );
}
