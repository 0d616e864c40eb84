import { act, lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A component whose code comes when `arrive` is called. */
function lateCode(text: string) {
  let arrive!: () => void;
  const loaded = new Promise<{ default: ComponentType }>(
    (resolve) => (arrive = () => resolve({ default: () => <button type="button">{text}</button> })),
  );
  return { Late: lazy(() => loaded), arrive: () => act(async () => arrive()) };
}

const container = () => document.body.firstElementChild!;
const marked = () => document.documentElement.hasAttribute('data-hydrated');

// The mark is once per page: each test loads the module anew.
let Boundary: (props: { fallback: ReactNode; children: ReactNode }) => ReactNode;
beforeEach(async () => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-hydrated');
  vi.resetModules();
  ({ Boundary } = await import('../../web/src/components/Boundary.tsx'));
});

/** The page as the server sends it (`Late` rendered, its code in), hydrated with `Late`'s code still to come. */
async function hydrate(page: (Late: ComponentType) => ReactNode) {
  const container = document.body.appendChild(document.createElement('div'));
  const Rendered = () => <button type="button">Late</button>;
  container.innerHTML = renderToString(page(Rendered));
  const { Late, arrive } = lateCode('Late');
  await act(async () => void hydrateRoot(container, page(Late)));
  return arrive;
}

describe("the page's hydration mark (data-hydrated on <html>)", () => {
  it('waits for a boundary within the page, still the server HTML until its code comes', async () => {
    const arrive = await hydrate((Late) => (
      <Boundary fallback={null}>
        <button type="button">Early</button>
        <Boundary fallback={<p>Loading</p>}>
          <Late />
        </Boundary>
      </Boundary>
    ));
    expect(marked()).toBe(false);
    await arrive();
    expect(marked()).toBe(true);
  });

  it('does not wait for a boundary the app placed itself once it had the page (code asked for after it)', async () => {
    const { Late: Dialog } = lateCode('Dialog');
    function AfterHydration({ children }: { children: ReactNode }) {
      const [shown, setShown] = useState(false);
      useEffect(() => setShown(true), []);
      return shown && children;
    }
    const arrive = await hydrate((Late) => (
      <Boundary fallback={null}>
        <AfterHydration>
          <Boundary fallback={<p>Loading</p>}>
            <Dialog />
          </Boundary>
        </AfterHydration>
        <Boundary fallback={null}>
          <Late />
        </Boundary>
      </Boundary>
    ));
    await arrive();
    expect(container().textContent).toBe('LoadingLate');
    expect(marked()).toBe(true);
  });
});
