// The endpoint table is typed from rest-api/openapi.yaml (the generated `paths`): each endpoint names its path as the
// document does, a call's answer is the document's success answer, and no call site asserts a type of its own.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { paths } from '../../gateway/src/__generated__/rest.ts';
import { endpoints, type ReadAnswer, type WriteAnswer } from '../../gateway/src/upstream/endpoints.ts';

const upstream = fileURLToPath(new URL('../../gateway/src/upstream', import.meta.url));

describe('the endpoint table', () => {
  it("fills a path's {name} segments in order, encoded", () => {
    expect(endpoints.categoryProducts.template).toBe('/fetch-single-category/{categoryId}/{name}');
    expect(endpoints.categoryProducts.path('CAT/1', 'Rice & Dal')).toBe(
      '/fetch-single-category/CAT%2F1/Rice%20%26%20Dal',
    );
    expect(endpoints.removeProductFromList.path('L1', 'P 2')).toBe('/delete-item-sharable-list/L1/items/P%202');
    expect(endpoints.categories.path()).toBe('/fetchCategory');
  });

  it("types each call's answer as rest-api/openapi.yaml's success answer of its path and method", () => {
    expectTypeOf<ReadAnswer<'/get-cart-products'>>().toEqualTypeOf<
      paths['/get-cart-products']['get']['responses'][200]['content']['application/json']
    >();
    expectTypeOf<WriteAnswer<'POST', '/move-to-cart'>>().toEqualTypeOf<
      paths['/move-to-cart']['post']['responses'][200]['content']['application/json']
    >();
    // @ts-expect-error a path the document does not have
    expectTypeOf<ReadAnswer<'/not-a-path'>>().toBeUnknown();
    // @ts-expect-error a path's {name} segments are required
    endpoints.checkPincode.path();
  });

  it('leaves no call site asserting the type of an answer (rest.read<T> / rest.write<T>)', () => {
    const asserted = readdirSync(upstream)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) =>
        [...readFileSync(join(upstream, file), 'utf8').matchAll(/\brest\.(read|write)</g)].map(() => file),
      );
    expect(asserted).toEqual([]);
  });
});
