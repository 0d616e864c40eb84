import { lazy } from 'react';
import { IconButton, Text } from '@chakra-ui/react';
import { Heart } from 'lucide-react';
import { useQueryLoader } from 'react-relay/hooks';
import AddToListDialogQueryNode, {
  type AddToListDialogQuery as AddToListDialogQueryType,
} from './__generated__/AddToListDialogQuery.graphql.ts';
import { Boundary } from './Boundary.tsx';

// The dialog (lists, checkbox, radio group, the new-list form and its validation) loads on the first click.
const AddToListDialogFrame = lazy(async () => ({
  default: (await import('./AddToListDialog.tsx')).AddToListDialogFrame,
}));
const AddToListDialogBody = lazy(async () => ({
  default: (await import('./AddToListDialog.tsx')).AddToListDialogBody,
}));

/**
 * The favourite heart: filled when the product is on the wishlist; it opens the Add to List dialog, whose query
 * starts on the click (a dialog is a new interaction, not part of the page's one request).
 */
export function AddToListButton({
  product,
  label,
}: {
  product: { productId: string; inWishlist: boolean };
  label: string;
}) {
  // A query a click starts and the dialog renders: useQueryLoader here, usePreloadedQuery in the dialog.
  const [queryRef, loadQuery, disposeQuery] = useQueryLoader<AddToListDialogQueryType>(AddToListDialogQueryNode);
  return (
    <>
      <IconButton
        variant="ghost"
        colorPalette="red"
        aria-label={label}
        aria-pressed={product.inWishlist}
        onClick={() => loadQuery({ productId: product.productId }, { fetchPolicy: 'network-only' })}
      >
        <Heart aria-hidden fill={product.inWishlist ? 'currentColor' : 'none'} />
      </IconButton>
      {queryRef && (
        <Boundary fallback={null}>
          <AddToListDialogFrame onClose={disposeQuery}>
            <Boundary fallback={<Text>Loading...</Text>}>
              <AddToListDialogBody queryRef={queryRef} />
            </Boundary>
          </AddToListDialogFrame>
        </Boundary>
      )}
    </>
  );
}
