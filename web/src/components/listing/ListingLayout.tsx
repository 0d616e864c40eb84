import type { ReactNode } from 'react';
import { Box, Button, Flex, Grid, HStack, Stack, useBreakpointValue } from '@chakra-ui/react';
import { SlidersHorizontal } from 'lucide-react';
import { AfterFirstPaint } from '../AfterFirstPaint.tsx';
import { DeferredPopup } from '../DeferredPopup.tsx';
import { SortSelect } from './SortSelect.tsx';
import type { ListingControls } from './useListingParams.ts';

const filterDrawer = async () => (await import('./FilterDrawer.tsx')).FilterDrawer;

/**
 * A list page's frame: the heading (`title`, then `summary` such as "Showing 1-N of N results"), the sort, the
 * filter `sidebar` beside the grid from lg up and in a drawer below, and the grid (`children`). The sidebar shows
 * after the first paint and the drawer's code loads on the first intent: the grid, which the shopper came for,
 * waits for neither. Below lg the sidebar is not rendered at all, rather than rendered hidden: a phone neither loads
 * its code nor builds its price slider and lists (its first `Intl` formatter alone, ICU's start, is 15-60 ms).
 */
export function ListingLayout({
  title,
  summary,
  sidebar,
  controls,
  children,
}: {
  title: ReactNode;
  summary: ReactNode;
  sidebar: ReactNode;
  controls: ListingControls;
  children: ReactNode;
}) {
  // false until an effect has read the media query: the server's HTML and the hydrating render hold no sidebar.
  const wide = useBreakpointValue({ base: false, lg: true });
  return (
    <Stack gap="4">
      <Flex wrap="wrap" justify="space-between" align="end" gap="3">
        <Stack gap="1">
          {title}
          <Box fontSize="sm" color="fg.muted" aria-live="polite">
            {summary}
          </Box>
        </Stack>
        <HStack gap="3">
          <DeferredPopup
            popup="dialog"
            module={filterDrawer}
            trigger={
              <Button size="sm" variant="outline" bg="bg" hideFrom="lg">
                <SlidersHorizontal aria-hidden /> Filters
              </Button>
            }
            props={{ sidebar }}
          />
          <SortSelect controls={controls} />
        </HStack>
      </Flex>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '15rem minmax(0, 1fr)' }} gap="6" alignItems="start">
        <Box hideBelow="lg" bg="bg" p="4" rounded="lg" borderWidth="1px">
          {wide && <AfterFirstPaint>{sidebar}</AfterFirstPaint>}
        </Box>
        <Box minW="0">{children}</Box>
      </Grid>
    </Stack>
  );
}
