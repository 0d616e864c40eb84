import { useRef, useState, type ReactNode } from 'react';
import { Button, Collapsible, Fieldset, Flex, HStack, Link, RadioGroup, Slider, Stack, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { categoryPath } from '../../routing/paths.ts';
import type { FilterSidebar_facets$key } from './__generated__/FilterSidebar_facets.graphql.ts';
import {
  ALL_BRANDS,
  AVAILABILITY_CHOICES,
  brandChoices,
  NO_BRANDS,
  NO_CATEGORIES,
  priceBounds,
  RATING_CHOICES,
} from './filterChoices.ts';
import type { Availability, ListingControls } from './useListingParams.ts';

/** A category of the sidebar's Categories section: a parent with its subcategory links. */
export interface SidebarCategory {
  readonly id: string;
  readonly categoryId: string;
  readonly name: string | null | undefined;
  readonly displayName: string;
  readonly children?: readonly Omit<SidebarCategory, 'children'>[];
}

/**
 * A page's own Brands section, instead of the list's brands from the facets (the top-brand page's brand switch): each
 * brand is a page of its own, at `path(value)`.
 */
export interface BrandChoice {
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  path: (value: string) => string;
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/**
 * A list page's filters: Categories (when the page has subcategories), Ratings,
 * Pricing, Brands and Availability, each written to the URL through `controls`. The original storefront's Gender, Size, Type,
 * Discount, Flavor and Special Diet Needs sections are left out: the catalog has no such data.
 */
export function FilterSidebar({
  facets,
  controls,
  categories,
  brandChoice,
}: {
  facets: FilterSidebar_facets$key;
  controls: ListingControls;
  categories?: readonly SidebarCategory[] | undefined;
  brandChoice?: BrandChoice | undefined;
}) {
  const data = useFragment(
    graphql`
      fragment FilterSidebar_facets on ProductFacets {
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
  const { params, change } = controls;
  const bounds = priceBounds(data);
  return (
    <Stack as="aside" aria-label="Filters" gap="5" fontSize="sm">
      <Flex justify="space-between" align="center">
        <Text fontWeight="bold" fontSize="md">
          Filters
        </Text>
        {controls.filtered && (
          <Button size="xs" variant="ghost" onClick={controls.clearFilters}>
            Clear all
          </Button>
        )}
      </Flex>
      {categories && <CategoriesSection categories={categories} />}
      <ChoiceSection
        legend="Ratings"
        value={params.rating == null ? '' : String(params.rating)}
        options={RATING_CHOICES.map(({ rating, label }) => ({ value: rating == null ? '' : String(rating), label }))}
        onChange={(value) => change({ rating: value ? Number(value) : null })}
      />
      {bounds && (
        <PriceSection
          // The slider starts again from what the URL says and the list on screen spans: another listing (same route,
          // same URL filter) or another filter must not keep the thumbs of the one before.
          key={[...bounds, params.minPrice, params.maxPrice].join()}
          bounds={bounds}
          chosen={[params.minPrice, params.maxPrice]}
          onChange={([minPrice, maxPrice]) => change({ minPrice, maxPrice })}
        />
      )}
      <ChoiceSection
        legend="Brands"
        {...(brandChoice ?? {
          value: params.brand ?? '',
          options: [{ value: '', label: ALL_BRANDS }, ...brandChoices(data)],
          onChange: (value: string) => change({ brand: value || null }),
          empty: data.brands.length === 0 ? NO_BRANDS : undefined,
        })}
      />
      <ChoiceSection
        legend="Availability"
        value={params.availability}
        options={AVAILABILITY_CHOICES.map(({ availability, label }) => ({ value: availability, label }))}
        onChange={(value) => change({ availability: value as Availability })}
      />
    </Stack>
  );
}

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset.Root gap="2">
      <Fieldset.Legend fontWeight="semibold" color="fg">
        {legend}
      </Fieldset.Legend>
      {children}
    </Fieldset.Root>
  );
}

/** A choose-one section (a radio group named by its legend). */
function ChoiceSection(props: {
  legend: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  empty?: string | undefined;
}) {
  return (
    <Section legend={props.legend}>
      {props.empty ? (
        <Text color="fg.muted">{props.empty}</Text>
      ) : (
        <RadioGroup.Root
          size="sm"
          aria-label={props.legend}
          value={props.value}
          onValueChange={(details) => props.onChange(details.value ?? '')}
        >
          <Stack gap="1.5">
            {props.options.map((option) => (
              <RadioGroup.Item key={option.value} value={option.value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      )}
    </Section>
  );
}

/** Min and max price in rupees: a two-thumb slider over the list's price range, applied when a thumb is let go. */
function PriceSection({
  bounds,
  chosen,
  onChange,
}: {
  bounds: [number, number];
  chosen: [number | null, number | null];
  onChange: (range: [number | null, number | null]) => void;
}) {
  const [min, max] = bounds;
  const [value, setValue] = useState([chosen[0] ?? min, chosen[1] ?? max]);
  // The slider reports the end of a change before a controlled value has re-rendered (keyboard), so the last
  // value it reported is kept here for the end.
  const latest = useRef(value);
  if (max <= min) return null;
  return (
    <Section legend="Pricing">
      <Slider.Root
        size="sm"
        min={min}
        max={max}
        value={value}
        minStepsBetweenThumbs={1}
        thumbAlignment="center"
        aria-label={['Minimum price', 'Maximum price']}
        getAriaValueText={(details) => rupees.format(details.value)}
        onValueChange={(details) => {
          latest.current = details.value;
          setValue(details.value);
        }}
        onValueChangeEnd={() => {
          const [low, high] = latest.current;
          // A bound at the list's edge is no filter at all.
          onChange([low! > min ? low! : null, high! < max ? high! : null]);
        }}
      >
        <Slider.Control>
          <Slider.Track>
            <Slider.Range />
          </Slider.Track>
          <Slider.Thumbs />
        </Slider.Control>
      </Slider.Root>
      <HStack justify="space-between" color="fg.muted">
        <Text>{rupees.format(value[0]!)}</Text>
        <Text>{rupees.format(value[1]!)}</Text>
      </HStack>
    </Section>
  );
}

/** The subcategories of the page's category, each expandable to its own subcategories; all are links. */
function CategoriesSection({ categories }: { categories: readonly SidebarCategory[] }) {
  return (
    <Section legend="Categories">
      {categories.length === 0 ? (
        <Text color="fg.muted">{NO_CATEGORIES}</Text>
      ) : (
        <Stack gap="1">
          {categories.map((category) => (
            <Collapsible.Root key={category.id}>
              <HStack justify="space-between">
                <Link asChild>
                  <RouterLink to={categoryPath(category)}>{category.displayName}</RouterLink>
                </Link>
                {(category.children?.length ?? 0) > 0 && (
                  <Collapsible.Trigger asChild>
                    <Button size="2xs" variant="ghost" aria-label={`Subcategories of ${category.displayName}`}>
                      <ChevronDown aria-hidden />
                    </Button>
                  </Collapsible.Trigger>
                )}
              </HStack>
              <Collapsible.Content>
                <Stack gap="1" ps="3" pt="1">
                  {category.children?.map((child) => (
                    <Link key={child.id} asChild color="fg.muted">
                      <RouterLink to={categoryPath(child)}>{child.displayName}</RouterLink>
                    </Link>
                  ))}
                </Stack>
              </Collapsible.Content>
            </Collapsible.Root>
          ))}
        </Stack>
      )}
    </Section>
  );
}
