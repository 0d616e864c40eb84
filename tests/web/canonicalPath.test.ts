import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../../web/src/routing/routes.tsx';
import { canonicalPath, PAGE_PARAMETERS } from '../../web/src/server/canonicalPath.ts';

/** Every route's full path, as PAGE_PARAMETERS names them. */
function fullPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent || '/';
    return [path, ...fullPaths(route.children ?? [], path === '/' ? '' : path)];
  });
}

const canonical = (url: string) => canonicalPath(new URL(url, 'http://forged.example'));

describe("a page's canonical URL", () => {
  it('names only routes that exist', () => {
    expect(fullPaths(routes)).toEqual(expect.arrayContaining(Object.keys(PAGE_PARAMETERS)));
  });

  it("keeps the parameters the page reads, by name, and the route's spelling of its path", () => {
    expect(canonical('/?r=1')).toBe('/');
    expect(canonical('/Product-Page/PRD000001/?utm_source=mail')).toBe('/product-page/PRD000001');
    expect(canonical('/TOP-DEALS?sort=discount&brand=BR1&fbclid=x&brand=BR2')).toBe(
      '/top-deals?brand=BR1&brand=BR2&sort=discount',
    );
    expect(canonical('/categories-page/CAT1/Home%20Decor?r=2')).toBe('/categories-page/CAT1/Home%20Decor');
    expect(canonical('/forget-password?token=abc&r=1')).toBe('/forget-password?token=abc');
  });

  it('gives every unknown path the not-found page', () => {
    expect(canonical('/no-such-page')).toBe('/*');
    expect(canonical('/another/one?query=x')).toBe('/*');
  });
});
