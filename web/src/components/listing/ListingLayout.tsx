import type { ReactNode } from 'react';
import { Box, Button, CloseButton, Drawer, Flex, Grid, HStack, Portal, Stack } from '@chakra-ui/react';
import { SlidersHorizontal } from 'lucide-react';
import { SortSelect } from './SortSelect.tsx';
import type { ListingControls } from './useListingParams.ts';

/**
 * A list page's frame: the heading (`title`, then `summary` such as "Showing 1-N of N results"), the sort, the
 * filter `sidebar` beside the grid from lg up and in a drawer below, and the grid (`children`).
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
          <Drawer.Root placement="start" lazyMount unmountOnExit>
            <Drawer.Trigger asChild>
              <Button size="sm" variant="outline" bg="bg" hideFrom="lg">
                <SlidersHorizontal aria-hidden /> Filters
              </Button>
            </Drawer.Trigger>
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content>
                  <Drawer.Body pt="12">{sidebar}</Drawer.Body>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label="Close filters" />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
          <SortSelect controls={controls} />
        </HStack>
      </Flex>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '15rem minmax(0, 1fr)' }} gap="6" alignItems="start">
        <Box hideBelow="lg" bg="bg" p="4" rounded="lg" borderWidth="1px">
          {sidebar}
        </Box>
        <Box minW="0">{children}</Box>
      </Grid>
    </Stack>
  );
}
