import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Link, useLocation } from 'react-router-dom';
import { createOperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import AppShellQuery, { type AppShellQuery$data } from '../../web/src/layout/__generated__/AppShellQuery.graphql.ts';
import { CategoryBar } from '../../web/src/layout/CategoryBar.tsx';
import { renderStorefront } from '../helpers/renderStorefront.tsx';

afterEach(cleanup);

let next = 0;
const category = (categoryId: string, name: string | null, children: object[] = []) => ({
  id: `c${next++}`,
  categoryId,
  name,
  displayName: name ?? 'Unnamed Category',
  children,
});

const tree = [
  category('CAT125', 'Groceries', [
    category('CAT200', 'Staples', [category('CAT300', 'Rice'), category('CAT301', 'Atta & Flours')]),
    category('CAT201', 'Beverages', [category('CAT303', 'Tea')]),
    category('CAT209', 'Empty Shelf'),
  ]),
  category('CAT130', 'Electronics', [category('CAT204', 'Audio', [category('CAT310', 'Headphones')])]),
  category('CAT190', null),
];

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function renderBar() {
  const environment = createMockEnvironment();
  const operation = createOperationDescriptor(AppShellQuery, {});
  environment.commitPayload(
    operation,
    MockPayloadGenerator.generate(operation, { Query: () => ({ topCategories: tree }) }).data!,
  );
  const query = environment.lookup(operation.fragment).data as AppShellQuery$data;
  renderStorefront(
    <>
      <CategoryBar query={query} end={<span>address</span>} />
      <Link to="/elsewhere">Elsewhere</Link>
      <Where />
    </>,
    { environment },
  );
}

const toggle = () => screen.getByRole('button', { name: 'All Categories' });
const menu = () => screen.getByRole('navigation', { name: 'All categories' });
const column = (label: string) => within(menu()).getByRole('list', { name: label });
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);

/** Runs `action`, then lets Chakra's collapsible take up its new state (it does so a tick later). */
async function settle(action: () => void) {
  await act(async () => {
    action();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

/** Runs `action`, which should close the menu, and ends the closing animation as a browser would (jsdom runs none). */
async function closeWith(action: () => void) {
  const content = menu().parentElement!;
  await settle(action);
  await settle(() => fireEvent.animationEnd(content));
}

async function openMenu() {
  await settle(() => fireEvent.click(toggle()));
  expect(toggle().getAttribute('aria-expanded')).toBe('true');
}

describe('CategoryBar mega menu', () => {
  it('keeps the top-level links and the end slot in the bar', () => {
    renderBar();
    const bar = screen.getByRole('navigation', { name: 'Categories' });
    expect(names(bar)).toEqual(['Groceries', 'Electronics', 'Unnamed Category']);
    expect(within(bar).getByText('address')).toBeTruthy();
  });

  it('shows the children of the category chosen, then its grandchildren, each a link to its page', async () => {
    renderBar();
    await openMenu();
    expect(names(column('All Categories'))).toEqual(['Groceries', 'Electronics', 'Unnamed Category']);
    expect(names(column('Groceries'))).toEqual(['Staples', 'Beverages', 'Empty Shelf']);
    expect(names(column('Staples'))).toEqual(['Rice', 'Atta & Flours']);
    expect(within(column('Staples')).getByRole('link', { name: 'Rice' }).getAttribute('href')).toBe(
      '/categories-page/CAT300/Rice',
    );

    fireEvent.mouseEnter(within(column('All Categories')).getByRole('link', { name: 'Electronics' }));
    expect(names(column('Electronics'))).toEqual(['Audio']);
    expect(names(column('Audio'))).toEqual(['Headphones']);

    fireEvent.mouseEnter(within(column('All Categories')).getByRole('link', { name: 'Groceries' }));
    fireEvent.mouseEnter(within(column('Groceries')).getByRole('link', { name: 'Empty Shelf' }));
    expect(within(menu()).getByText('No Category')).toBeTruthy();

    fireEvent.mouseEnter(within(column('All Categories')).getByRole('link', { name: 'Unnamed Category' }));
    expect(within(menu()).getAllByText('No Category')).toHaveLength(2);
    expect(within(column('All Categories')).getByRole('link', { name: 'Unnamed Category' }).getAttribute('href')).toBe(
      '/categories-page/CAT190/Unnamed%20Category',
    );
  });

  it('moves with the arrow keys within and across the columns, one Tab stop a column, and closes on Escape', async () => {
    renderBar();
    await openMenu();
    const groceries = within(column('All Categories')).getByRole('link', { name: 'Groceries' });
    expect(
      within(menu())
        .getAllByRole('link')
        .filter((link) => link.tabIndex === 0)
        .map((link) => link.textContent),
    ).toEqual(['Groceries', 'Staples', 'Rice']);
    act(() => groceries.focus());
    fireEvent.keyDown(groceries, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Electronics');
    expect(names(column('Electronics'))).toEqual(['Audio']);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('Audio');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('Headphones');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement?.textContent).toBe('Electronics');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Unnamed Category');

    await closeWith(() => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });

  it('closes when a menu entry is followed, and on any other navigation', async () => {
    renderBar();
    await openMenu();
    await closeWith(() => fireEvent.click(within(column('Staples')).getByRole('link', { name: 'Rice' })));
    expect(screen.getByText('at /categories-page/CAT300/Rice')).toBeTruthy();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');

    await openMenu();
    await closeWith(() => fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' })));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });
});

describe('CategoryBar menu on a phone', () => {
  // Defined, not assigned: another file of the worker may have made the property read-only the same way.
  const width = window.innerWidth;
  beforeEach(() => void Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true }));
  afterEach(() => void Object.defineProperty(window, 'innerWidth', { value: width, configurable: true }));

  it('opens a category with subcategories in one column, with View all and Back; focus follows', async () => {
    renderBar();
    await openMenu();
    expect(within(menu()).getAllByRole('list')).toHaveLength(1);
    const groceries = within(column('All Categories')).getByRole('button', { name: 'Groceries' });
    expect(groceries.getAttribute('aria-expanded')).toBe('false');
    // A category without subcategories is a link to its page.
    expect(within(column('All Categories')).getByRole('link', { name: 'Unnamed Category' })).toBeTruthy();

    fireEvent.click(groceries);
    expect(screen.getByText('at /')).toBeTruthy();
    expect(document.activeElement).toBe(within(menu()).getByRole('heading', { name: 'Groceries' }));
    expect(within(menu()).getByRole('link', { name: 'View all Groceries' }).getAttribute('href')).toBe(
      '/categories-page/CAT125/Groceries',
    );
    expect(within(column('Groceries')).getByRole('button', { name: 'Staples' })).toBeTruthy();
    expect(within(column('Groceries')).getByRole('link', { name: 'Empty Shelf' })).toBeTruthy();

    fireEvent.click(within(column('Groceries')).getByRole('button', { name: 'Staples' }));
    expect(names(column('Staples'))).toEqual(['Rice', 'Atta & Flours']);
    fireEvent.click(within(menu()).getByRole('button', { name: 'Back to Groceries' }));
    fireEvent.click(within(menu()).getByRole('button', { name: 'Back to All Categories' }));
    expect(document.activeElement).toBe(within(column('All Categories')).getByRole('button', { name: 'Groceries' }));

    fireEvent.click(within(column('All Categories')).getByRole('button', { name: 'Electronics' }));
    fireEvent.click(within(column('Electronics')).getByRole('button', { name: 'Audio' }));
    await closeWith(() => fireEvent.click(within(column('Audio')).getByRole('link', { name: 'Headphones' })));
    expect(screen.getByText('at /categories-page/CAT310/Headphones')).toBeTruthy();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape from any column, the focus back on All Categories', async () => {
    renderBar();
    await openMenu();
    fireEvent.click(within(column('All Categories')).getByRole('button', { name: 'Electronics' }));
    await closeWith(() => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });
});
