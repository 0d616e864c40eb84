import { describe, expect, it } from 'vitest';
import { pageTitle } from '../../web/src/server/pageTitle.ts';

describe("a rendered page's title", () => {
  it('is its first main heading as text, then the store', () => {
    expect(
      pageTitle(
        '<header><a>B2B</a></header><main><h1 class="css-1x"><svg aria-hidden="true"></svg>Sharma <!-- -->&amp; Sons  Traders</h1><h1>Second</h1></main>',
      ),
    ).toBe('<title>Sharma &amp; Sons Traders | B2B Market</title>');
  });

  it('is the store alone on a page without one', () => {
    expect(pageTitle('<main><h2>Top Deals</h2></main>')).toBe('<title>B2B Market</title>');
  });
});
