import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox, SUGGEST_DELAY_MS } from '../../web/src/layout/SearchBox.tsx';
import { renderStorefront, type MockEnvironment } from '../helpers/renderStorefront.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderBox() {
  const view = renderStorefront(<SearchBox />, { path: '/', url: '/' });
  return { ...view, input: screen.getByRole('combobox', { name: 'Search products' }) as HTMLInputElement };
}

function type(input: HTMLElement, value: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
}

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Answers the suggestions query; awaited, so the suspended list shows the answer before the next line. */
async function answer(environment: MockEnvironment, names: string[]) {
  await act(async () => {
    environment.mock.resolveMostRecentOperation({
      data: { searchSuggestions: names.map((name, i) => ({ name, product: { id: `p${i}` } })) },
    });
  });
}

const listbox = () => screen.getByRole('listbox', { name: 'Search suggestions', hidden: true });
const options = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('SearchBox', () => {
  it('fetches suggestions once typing pauses, for the last text only, and never for blank text', async () => {
    const { environment, input } = renderBox();
    type(input, '   ');
    wait(SUGGEST_DELAY_MS * 2);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');

    type(input, 'r');
    wait(SUGGEST_DELAY_MS - 50);
    type(input, 'ri');
    wait(SUGGEST_DELAY_MS - 1);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(screen.getByText('Loading....')).toBeTruthy();
    wait(1);
    const operations = environment.mock.getAllOperations();
    expect(operations).toHaveLength(1);
    expect(operations[0]!.request.node.params.name).toBe('SearchBoxSuggestionsQuery');
    expect(operations[0]!.request.variables).toEqual({ query: 'ri' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(listbox().id);

    await answer(environment, ['Basmati Rice 5 kg', 'Brown Rice 1 kg']);
    expect(screen.queryByText('Loading....')).toBeNull();
    expect(options()).toEqual(['Basmati Rice 5 kg', 'Brown Rice 1 kg']);
  });

  it('says "No Result Found" when nothing matches', async () => {
    const { environment, input } = renderBox();
    type(input, 'zzz');
    wait(SUGGEST_DELAY_MS);
    await answer(environment, []);
    expect(screen.getByText('No Result Found')).toBeTruthy();
    expect(options()).toEqual([]);
  });

  it('moves through the suggestions with the arrow keys and opens the chosen one with Enter, clearing the box', async () => {
    const { environment, input } = renderBox();
    type(input, 'rice');
    wait(SUGGEST_DELAY_MS);
    await answer(environment, ['Basmati Rice 5 kg', 'Brown Rice 1 kg']);

    const [first, second] = screen.getAllByRole('option');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(first!.id);
    expect(first!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(second!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(second!.id);

    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText('at /search-result-page?query=Brown%20Rice%201%20kg')).toBeTruthy();
  });

  it('searches the typed text on Enter when no suggestion is highlighted', async () => {
    const { environment, input } = renderBox();
    type(input, ' basmati ');
    wait(SUGGEST_DELAY_MS);
    await answer(environment, ['Basmati Rice 5 kg']);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText('at /search-result-page?query=basmati')).toBeTruthy();
  });

  it('closes the list on Escape and opens it again with ArrowDown; a click chooses a suggestion and clears the box', async () => {
    // The box stays mounted on every path here, to show it is cleared after navigating.
    const view = renderStorefront(
      <>
        <SearchBox />
        <Where />
      </>,
      { path: '*', url: '/' },
    );
    const input = screen.getByRole('combobox') as HTMLInputElement;
    type(input, 'rice');
    wait(SUGGEST_DELAY_MS);
    await answer(view.environment, ['Basmati Rice 5 kg']);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: 'Basmati Rice 5 kg' }));
    expect(screen.getByText('at /search-result-page?query=Basmati%20Rice%205%20kg')).toBeTruthy();
    expect(input.value).toBe('');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});
