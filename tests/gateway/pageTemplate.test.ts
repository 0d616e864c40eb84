import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../web/build/manifest.ts';
import { appScript, splitTemplate } from '../../web/src/server/template.ts';

const built = `<!doctype html><html><head><title>B2B Market</title><script src="/early-presses.js" async></script>
<script type="module" crossorigin src="/assets/index-A1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-B2.js">
</head><body><div id="root">
  <!--app--><div class="boot-header"></div><!--/app-->
</div></body></html>`;

const manifest: Manifest = {
  'index.html': { file: 'assets/index-A1.js', imports: ['_vendor-B2.js'], dynamicImports: ['src/boot/startUp.tsx'] },
  '_vendor-B2.js': { file: 'assets/vendor-B2.js' },
  'src/boot/startUp.tsx': { file: 'assets/startUp-E5.js', imports: ['_vendor-B2.js'] },
  'src/pages/product/ProductPage.tsx': { file: 'assets/ProductPage-C3.js', imports: ['_form-D4.js', '_vendor-B2.js'] },
  '_form-D4.js': { file: 'assets/form-D4.js', imports: ['_vendor-B2.js'] },
};

describe("a rendered page's template", () => {
  it('is index.html without its module script and preloads, cut around the boot skeleton', () => {
    const { head, tail } = splitTemplate(built);
    expect(head).toContain('<script src="/early-presses.js" async></script>');
    expect(head).not.toMatch(/type="module"|modulepreload/);
    expect(head.endsWith('<div id="root">')).toBe(true);
    expect(tail).toBe('</body></html>');
  });

  it('refuses an index.html whose entry it cannot find', () => {
    expect(() => splitTemplate(built.replace(/<script type="module"[^>]*><\/script>/, ''))).toThrow(
      'index.html must have one module script, the entry',
    );
  });

  it('starts the app from one script naming the entry first, then each chunk it, its stages and the page import, once', () => {
    expect(appScript(manifest, ['src/pages/product/ProductPage.tsx', 'src/pages/unknown/Missing.tsx'])).toBe(
      '<script src="/app-after-load.js" async data-modules="/assets/index-A1.js /assets/vendor-B2.js /assets/startUp-E5.js ' +
        '/assets/ProductPage-C3.js /assets/form-D4.js"></script>',
    );
  });
});
