import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Input, InputGroup, List, Text, type BoxProps } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay/hooks';
import { useLocation, useNavigate } from 'react-router-dom';
import { SEARCH_RESULTS_PATH, searchPath } from '../routing/paths.ts';
import { ErrorBoundary } from '../routing/RouteBoundary.tsx';
import type {
  SearchBoxSuggestionsQuery,
  SearchBoxSuggestionsQuery$data,
} from './__generated__/SearchBoxSuggestionsQuery.graphql.ts';
import { Boundary } from '../components/Boundary.tsx';

/** How long typing must pause before the suggestions are fetched. */
export const SUGGEST_DELAY_MS = 250;

// Suggestions are a query the shopper's typing starts and the list renders: useQueryLoader + usePreloadedQuery.
const suggestionsQuery = graphql`
  query SearchBoxSuggestionsQuery($query: String!) {
    searchSuggestions(query: $query) {
      name
      product {
        id
      }
    }
  }
`;

type Suggestion = SearchBoxSuggestionsQuery$data['searchSuggestions'][number];

/**
 * The product search combobox (navbar and the mobile "Search Our Store" overlay). Suggestions open on typing and
 * on focus, are fetched only for non-empty text after a pause, and are chosen with the mouse or the arrow keys and
 * Enter, which clears the box (as the spec says) and opens the results page; Enter with none highlighted searches
 * the text typed, which stays in the box. A box that opens on the results page shows its query. `onSearch` lets a
 * container (the overlay) close itself.
 */
export function SearchBox({ onSearch, ...frame }: Omit<BoxProps, 'children'> & { onSearch?: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [text, setText] = useState(() =>
    location.pathname === SEARCH_RESULTS_PATH ? (new URLSearchParams(location.search).get('query') ?? '') : '',
  );
  const [open, setOpen] = useState(false);
  // Suggestions follow the shopper's typing, not the results page's query shown on arrival.
  const [typed, setTyped] = useState(false);
  const [active, setActive] = useState(-1);
  const [queryRef, loadSuggestions, disposeSuggestions] = useQueryLoader<SearchBoxSuggestionsQuery>(suggestionsQuery);
  // The loaded suggestions, for the arrow keys and Enter.
  const [items, setItems] = useState<readonly Suggestion[]>([]);
  const query = text.trim();

  useEffect(() => {
    setActive(-1);
    if (!query || !typed) return;
    // "Loading...." until the suggestions for this text come.
    disposeSuggestions();
    setItems([]);
    const timer = setTimeout(() => loadSuggestions({ query }, { fetchPolicy: 'network-only' }), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, typed, loadSuggestions, disposeSuggestions]);

  const expanded = open && typed && query !== '';
  const activeId = expanded && active >= 0 ? `${id}-option-${active}` : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const search = (value: string, { keep }: { keep: boolean }) => {
    const target = value.trim();
    if (!target) return;
    setText(keep ? value : '');
    setOpen(false);
    navigate(searchPath(target));
    onSearch?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          return;
        }
        if (items.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // -1 (none highlighted) sits between the last and the first suggestion.
        setActive((current) => ((current + step + 1 + items.length + 1) % (items.length + 1)) - 1);
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          // Inside a dialog, the first Escape closes the list only.
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        }
        return;
      case 'Enter': {
        event.preventDefault();
        const chosen = expanded && active >= 0 ? items[active] : undefined;
        search(chosen ? chosen.name : text, { keep: !chosen });
        return;
      }
    }
  };

  /** A note (loading, error, no result) above the listbox of `shown` suggestions. */
  const panel = (note: string | null, shown: readonly Suggestion[] = []) => (
    <>
      {note && <SuggestionNote>{note}</SuggestionNote>}
      <List.Root id={listboxId} role="listbox" aria-label="Search suggestions" variant="plain">
        {shown.map((item, index) => (
          <List.Item
            key={item.product.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            px="3"
            py="1.5"
            fontSize="sm"
            cursor="pointer"
            bg={index === active ? 'colorPalette.subtle' : undefined}
            _hover={{ bg: 'bg.muted' }}
            onMouseEnter={() => setActive(index)}
            onClick={() => search(item.name, { keep: false })}
          >
            {item.name}
          </List.Item>
        ))}
      </List.Root>
    </>
  );

  return (
    // A form that GETs the results page: Enter searches before and without the app too.
    <Box asChild position="relative" w="full" {...frame}>
      <form role="search" method="get" action={SEARCH_RESULTS_PATH}>
        <InputGroup startElement={<Search aria-hidden size={16} />}>
          <Input
            type="search"
            name="query"
            role="combobox"
            aria-label="Search products"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={activeId}
            autoComplete="off"
            placeholder="Search products"
            bg="bg"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setTyped(true);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
        </InputGroup>
        <Box
          hidden={!expanded}
          position="absolute"
          top="full"
          insetX="0"
          mt="1"
          zIndex="dropdown"
          bg="bg"
          borderWidth="1px"
          rounded="md"
          shadow="md"
          maxH="80"
          overflowY="auto"
          py="1"
          // Keeps the focus in the box while a suggestion is clicked.
          onMouseDown={(event) => event.preventDefault()}
        >
          {queryRef ? (
            <ErrorBoundary resetKey={queryRef} fallback={(error) => panel(`Error: ${error.message}`)}>
              <Boundary fallback={panel('Loading....')}>
                <LoadedSuggestions queryRef={queryRef} onLoad={setItems}>
                  {(loaded) => panel(loaded.length === 0 ? 'No Result Found' : null, loaded)}
                </LoadedSuggestions>
              </Boundary>
            </ErrorBoundary>
          ) : (
            panel('Loading....')
          )}
        </Box>
      </form>
    </Box>
  );
}

/** Reads the loaded suggestions (suspending until they come), renders them and hands them up for the keys. */
function LoadedSuggestions({
  queryRef,
  onLoad,
  children,
}: {
  queryRef: PreloadedQuery<SearchBoxSuggestionsQuery>;
  onLoad: (items: readonly Suggestion[]) => void;
  children: (items: readonly Suggestion[]) => ReactNode;
}) {
  const { searchSuggestions } = usePreloadedQuery<SearchBoxSuggestionsQuery>(suggestionsQuery, queryRef);
  useEffect(() => onLoad(searchSuggestions), [onLoad, searchSuggestions]);
  return children(searchSuggestions);
}

function SuggestionNote({ children }: { children: ReactNode }) {
  return (
    <Text role="status" px="3" py="2" fontSize="sm" color="fg.muted">
      {children}
    </Text>
  );
}
