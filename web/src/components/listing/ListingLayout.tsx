import type { ReactNode } from 'react';
import { Box, Button, Flex, Grid, HStack, Stack, useBreakpointValue } from '@chakra-ui/react';
import { SlidersHorizontal } from 'lucide-react';
import { AfterFirstPaint } from '../AfterFirstPaint.tsx';
import type { FilterPanel_facets$key } from './__generated__/FilterPanel_facets.graphql.ts';
import type { FilterSidebar_facets$key } from './__generated__/FilterSidebar_facets.graphql.ts';
import { FILTER_PANEL_ID, FilterPanel } from './FilterPanel.tsx';
import type { BrandChoice, SidebarCategory } from './FilterSidebar.tsx';
import { FilterSidebarSkeleton } from './FilterSidebarSkeleton.tsx';
import { FilterSidebar } from './lazyFilterSidebar.ts';
import { panelButton } from './panelButton.ts';
import { SortSelect } from './SortSelect.tsx';
import type { ListingControls } from './useListingParams.ts';

/** What a list page's filters show: its facets, and the page's subcategories or its own brand switch. */
export interface ListingFilters {
  facets: FilterSidebar_facets$key & FilterPanel_facets$key;
  categories?: readonly SidebarCategory[] | undefined;
  brandChoice?: BrandChoice | undefined;
  /** The search parameters the page reads beyond the listing's (the search page's `query`): filtering keeps them. */
  keep?: readonly string[] | undefined;
}

/**
 * A list page's frame: the heading (`title`, then `summary` such as "Showing 1-N of N results"), the sort, the
 * filters beside the grid from lg up and in a panel below, and the grid (`children`).
 *
 * Below lg, Filters opens the filter panel, a popover in the page's HTML: it opens and applies from the HTML alone, so
 * a phone's first tap works as soon as the page shows, long before the app's code has come and hydrated it. From lg
 * up, the sidebar (radio groups and a price slider) shows after the first paint, and its skeleton (busy) until its
 * code is in: the grid, which the shopper came for, does not wait for it, and a phone neither loads
 * its code nor builds it (its first `Intl` formatter alone, ICU's start, is 15-60 ms). Whether the page is wide is
 * known once an effect has read the media query: the server's HTML and the hydrating render hold the panel and the
 * skeleton (hidden below lg); from lg up the panel then gives way to the sidebar, so the page holds one set of
 * filters.
 */
export function ListingLayout({
  title,
  summary,
  controls,
  filters,
  children,
}: {
  title: ReactNode;
  summary: ReactNode;
  controls: ListingControls;
  filters: ListingFilters;
  children: ReactNode;
}) {
  const wide = useBreakpointValue({ base: false, lg: true });
  const { facets, categories, brandChoice, keep } = filters;
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
          <Button size="sm" variant="outline" bg="bg" hideFrom="lg" asChild>
            <button aria-haspopup="dialog" {...panelButton(FILTER_PANEL_ID, 'show')}>
              <SlidersHorizontal aria-hidden /> Filters
            </button>
          </Button>
          <SortSelect controls={controls} />
        </HStack>
      </Flex>
      {!wide && (
        <FilterPanel
          facets={facets}
          controls={controls}
          categories={categories}
          brandChoice={brandChoice}
          keep={keep}
        />
      )}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '15rem minmax(0, 1fr)' }} gap="6" alignItems="start">
        <Box hideBelow="lg" bg="bg" p="4" rounded="lg" borderWidth="1px">
          {wide ? (
            <AfterFirstPaint fallback={<FilterSidebarSkeleton />}>
              <FilterSidebar facets={facets} controls={controls} categories={categories} brandChoice={brandChoice} />
            </AfterFirstPaint>
          ) : (
            <FilterSidebarSkeleton />
          )}
        </Box>
        <Box minW="0">{children}</Box>
      </Grid>
    </Stack>
  );
}
