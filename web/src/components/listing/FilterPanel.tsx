import { useRef, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { Box, Button, CloseButton, Flex, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { categoryPath } from '../../routing/paths.ts';
import type { FilterPanel_facets$key } from './__generated__/FilterPanel_facets.graphql.ts';
import {
  ALL_BRANDS,
  AVAILABILITY_CHOICES,
  brandChoices,
  NO_BRANDS,
  NO_CATEGORIES,
  priceBounds,
  RATING_CHOICES,
} from './filterChoices.ts';
import type { BrandChoice, SidebarCategory } from './FilterSidebar.tsx';
import { closePanel, panelButton } from './panelButton.ts';
import {
  FILTER_KEYS,
  listingParamWord,
  readListingParams,
  type ListingControls,
  type ListingParams,
} from './useListingParams.ts';

/** The filter panel (one list per page), which the Filters button opens. */
export const FILTER_PANEL_ID = 'listing-filters';

/**
 * A list page's filters below lg: a panel from the start edge (a `<dialog popover>`) holding a form that GETs the
 * page's own URL with the filters' parameters (useListingParams.ts), so the HTML alone opens it (ListingLayout's Filters
 * button: `popovertarget`) and applies it, before the app has hydrated the page and without JavaScript; the server
 * renders what the URL says. The focus goes into it as it opens; Escape, a tap beside it or its close button closes it.
 * A popover rather than a modal dialog: opening a modal one makes the rest of the page inert, which restyles all of
 * it (100-200 ms on a 4x slowed phone, against 30-60). With the app, Apply is a change of the URL (the route's query,
 * one request) and closes the panel.
 *
 * Plain form controls, not the sidebar's radio groups and price slider: a phone hydrates this panel with the page, so
 * what it costs is little (no state machine, no `Intl` formatter). Each field starts from the URL (uncontrolled: what
 * the shopper chose before the app ran stays chosen); a new URL starts the form again.
 */
export function FilterPanel({
  facets,
  controls,
  categories,
  brandChoice,
  keep = [],
}: {
  facets: FilterPanel_facets$key;
  controls: ListingControls;
  categories?: readonly SidebarCategory[] | undefined;
  brandChoice?: BrandChoice | undefined;
  keep?: readonly string[] | undefined;
}) {
  const data = useFragment(
    graphql`
      fragment FilterPanel_facets on ProductFacets {
        brands {
          brand {
            id
            brandId
            name
          }
          count
        }
        priceRange {
          min {
            amount
          }
          max {
            amount
          }
        }
      }
    `,
    facets,
  );
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const { params } = controls;
  // What the form sends besides its fields: the sort, and what else the page reads (`keep`), in a fixed order. Only
  // parameters the page reads: the server renders a page for those alone, and the browser hydrates it with these.
  const search = new URLSearchParams(location.search);
  const kept = ['sort', ...keep].flatMap((name) => search.getAll(name).map((value): [string, string] => [name, value]));
  const bounds = priceBounds(data);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = new URLSearchParams([...new FormData(event.currentTarget)].map(([name, value]) => [name, `${value}`]));
    const chosen = readListingParams(sent);
    const changed = FILTER_KEYS.filter((key) => (key !== 'brand' || !brandChoice) && chosen[key] !== params[key]);
    if (changed.length > 0) controls.change(Object.fromEntries(changed.map((key) => [key, chosen[key]])));
    closePanel(dialog.current);
  };
  // A link in the panel leads to another list: the panel has done its part.
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) closePanel(dialog.current);
  };

  return (
    <Box
      asChild
      position="fixed"
      insetBlock="0"
      insetInlineStart="0"
      insetInlineEnd="auto"
      m="0"
      p="0"
      borderWidth="0"
      w="xs"
      maxW="full"
      h="100dvh"
      maxH="none"
      bg="bg.panel"
      color="fg"
      shadow="lg"
      fontSize="sm"
      overscrollBehavior="contain"
      _backdrop={{ bg: 'blackAlpha.600' }}
      css={formControlStyles}
    >
      <dialog ref={dialog} id={FILTER_PANEL_ID} popover="auto" aria-labelledby={`${FILTER_PANEL_ID}-title`}>
        <Flex key={location.search} asChild direction="column" h="full">
          <form method="get" onSubmit={apply} onClick={closeOnLink}>
            <Flex justify="space-between" align="center" px="4" py="3" borderBottomWidth="1px">
              <Heading as="h2" size="md" id={`${FILTER_PANEL_ID}-title`}>
                Filters
              </Heading>
              <CloseButton size="sm" asChild>
                {/* The focus goes to it as the panel opens. */}
                <button aria-label="Close filters" autoFocus {...panelButton(FILTER_PANEL_ID, 'hide')}>
                  <X aria-hidden />
                </button>
              </CloseButton>
            </Flex>
            <Stack gap="5" px="4" py="4" flex="1" minH="0" overflowY="auto">
              {kept.map(([name, value], index) => (
                <input key={`${name}${index}`} type="hidden" name={name} value={value} />
              ))}
              {categories && <CategoryLinks categories={categories} />}
              <Choices
                legend="Ratings"
                name="rating"
                chosen={listingParamWord('rating', params.rating) ?? ''}
                choices={RATING_CHOICES.map(({ rating, label }) => ({
                  value: listingParamWord('rating', rating),
                  label,
                }))}
              />
              <Prices params={params} bounds={bounds} />
              {brandChoice ? (
                <BrandLinks brandChoice={brandChoice} params={params} kept={kept} />
              ) : data.brands.length === 0 ? (
                <Section legend="Brands">
                  <Text color="fg.muted">{NO_BRANDS}</Text>
                </Section>
              ) : (
                <Choices
                  legend="Brands"
                  name="brand"
                  chosen={params.brand ?? ''}
                  choices={[{ value: null, label: ALL_BRANDS }, ...brandChoices(data)]}
                />
              )}
              <Choices
                legend="Availability"
                name="availability"
                chosen={listingParamWord('availability', params.availability) ?? ''}
                choices={AVAILABILITY_CHOICES.map(({ availability, label }) => ({
                  value: listingParamWord('availability', availability),
                  label,
                }))}
              />
            </Stack>
            <Flex gap="3" justify="end" align="center" px="4" py="3" borderTopWidth="1px">
              {controls.filtered && (
                <Link asChild>
                  <RouterLink to={{ search: new URLSearchParams(kept).toString() }}>Clear all</RouterLink>
                </Link>
              )}
              <Button type="submit" size="sm">
                Apply
              </Button>
            </Flex>
          </form>
        </Flex>
      </dialog>
    </Box>
  );
}

// The panel's fields and their groups, styled from the dialog: no styled element of their own to build at hydration.
const formControlStyles = {
  '& fieldset': { display: 'flex', flexDirection: 'column', gap: '2', minW: '0' },
  '& legend': { fontWeight: 'semibold', mb: '2' },
  '& fieldset > label': { display: 'flex', alignItems: 'center', gap: '2', minH: '6' },
  '& input[type=radio]': { accentColor: 'colorPalette.solid', boxSize: '4', m: '0', flexShrink: '0' },
} as const;

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Radio buttons named `name`; a choice whose value is null sends the name empty (no filter). */
function Choices({
  legend,
  name,
  chosen,
  choices,
}: {
  legend: string;
  name: string;
  chosen: string;
  choices: { value: string | null; label: string }[];
}) {
  return (
    <Section legend={legend}>
      {choices.map(({ value, label }) => (
        <label key={value ?? ''}>
          <input type="radio" name={name} value={value ?? ''} defaultChecked={(value ?? '') === chosen} />
          {label}
        </label>
      ))}
    </Section>
  );
}

/** Minimum and maximum price in whole rupees; the list's own span as placeholders. */
function Prices({ params, bounds }: { params: ListingParams; bounds: [number, number] | null }) {
  const field = (name: 'minPrice' | 'maxPrice', label: string, placeholder: number | undefined) => (
    <Stack asChild gap="1" flex="1">
      <label>
        {label}
        <Input
          size="sm"
          type="number"
          inputMode="numeric"
          min="0"
          name={name}
          defaultValue={params[name] ?? ''}
          placeholder={placeholder == null ? undefined : `${placeholder}`}
        />
      </label>
    </Stack>
  );
  return (
    <Section legend="Pricing">
      <Flex gap="3">
        {field('minPrice', 'Minimum price', bounds?.[0])}
        {field('maxPrice', 'Maximum price', bounds?.[1])}
      </Flex>
    </Section>
  );
}

/**
 * A page whose brand is in its path (the top-brand pages): each brand is a link to its page, with the other filters
 * and what the form keeps.
 */
function BrandLinks({
  brandChoice,
  params,
  kept,
}: {
  brandChoice: BrandChoice;
  params: ListingParams;
  kept: [string, string][];
}) {
  const filters = new URLSearchParams([
    ...FILTER_KEYS.flatMap((key) => {
      const word = key === 'brand' ? null : listingParamWord(key, params[key]);
      return word == null ? [] : [[key, word]];
    }),
    ...kept,
  ]).toString();
  return (
    <Section legend="Brands">
      <Stack as="ul" gap="2">
        {brandChoice.options.map(({ value, label }) => (
          <li key={value}>
            <Link asChild aria-current={value === brandChoice.value ? 'page' : undefined}>
              <RouterLink to={brandChoice.path(value) + (filters && `?${filters}`)}>{label}</RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Section>
  );
}

/** The page's subcategories, each with its own below it: all are links. */
function CategoryLinks({ categories }: { categories: readonly SidebarCategory[] }) {
  return (
    <Section legend="Categories">
      {categories.length === 0 ? (
        <Text color="fg.muted">{NO_CATEGORIES}</Text>
      ) : (
        <Stack as="ul" gap="2">
          {categories.map((category) => (
            <li key={category.id}>
              <Link asChild>
                <RouterLink to={categoryPath(category)}>{category.displayName}</RouterLink>
              </Link>
              {(category.children?.length ?? 0) > 0 && (
                <Stack as="ul" gap="1" ps="3" pt="1" aria-label={`Subcategories of ${category.displayName}`}>
                  {category.children?.map((child) => (
                    <li key={child.id}>
                      <Link asChild color="fg.muted">
                        <RouterLink to={categoryPath(child)}>{child.displayName}</RouterLink>
                      </Link>
                    </li>
                  ))}
                </Stack>
              )}
            </li>
          ))}
        </Stack>
      )}
    </Section>
  );
}
