import { lazy, useState } from 'react';
import { Button, Icon } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { Boundary } from '../components/Boundary.tsx';

// The overlay (a Chakra dialog) is not part of the entry chunk: it loads on the first tap.
const SearchOverlayDialog = lazy(async () => ({
  default: (await import('./SearchOverlayDialog.tsx')).SearchOverlayDialog,
}));

/** The mobile tab bar's search: a full-screen overlay titled "Search Our Store"; it closes when a search starts. */
export function SearchOverlay() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="xs"
        flexDirection="column"
        gap="0"
        h="auto"
        py="1"
        fontWeight="normal"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon asChild boxSize="5.5">
          <Search aria-hidden />
        </Icon>
        Search
      </Button>
      {open && (
        <Boundary fallback={null}>
          <SearchOverlayDialog onClose={() => setOpen(false)} />
        </Boundary>
      )}
    </>
  );
}
