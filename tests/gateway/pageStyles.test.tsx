// The server renderer's Emotion output (inline style elements, as React writes them on the server) rearranged for the page.
import { Button, ChakraProvider, Text } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hoistedStyles } from '../../web/src/server/pageStyles.ts';
import { createStorefrontSystem } from '../../web/src/theme/system.ts';

const STYLE = /<style data-emotion="([^"]+)"[^>]*>/g;

describe("a rendered page's styles", () => {
  it('go to the head, the global ones first and the rest in one element naming every rule, in the order written', () => {
    const html = renderToString(
      <ChakraProvider value={createStorefrontSystem()}>
        <Button colorPalette="teal">Add to Cart</Button>
        <Text color="fg.muted">{'<style data-emotion="css fake">p{}</style>'}</Text>
      </ChakraProvider>,
    );
    const written = [...html.matchAll(STYLE)].map(([, attribute]) => attribute!);
    expect(written.length).toBeGreaterThan(3);
    const { head, body } = hoistedStyles(html);

    expect(body).not.toMatch(STYLE);
    expect(body).toMatch(/<button[^>]*>Add to Cart<\/button>/);
    // A product's text reading like a style element is text (React escaped it), and stays where it was.
    expect(body).toContain('&lt;style data-emotion=&quot;css fake&quot;&gt;p{}&lt;/style&gt;');

    const globals = written.filter((attribute) => attribute.startsWith('css-global '));
    const own = written.filter((attribute) => attribute.startsWith('css ')).map((attribute) => attribute.slice(4));
    expect([...head.matchAll(/<style ([^>]*)>/g)].map(([, attributes]) => attributes)).toEqual([
      ...globals.map((attribute) => `data-emotion="${attribute}" data-s=""`),
      `data-page-styles="${own.join(' ')}"`,
    ]);
    expect(head.startsWith('<style data-emotion="css-global ')).toBe(true);
    expect(head).toContain('@layer reset,base,tokens,recipes;');
    // Every rule, in the order written.
    const rules = [...html.matchAll(/<style data-emotion="css [^"]+">([^<]*)<\/style>/g)].map(([, css]) => css!);
    expect(head.endsWith(`${rules.join('')}</style>`)).toBe(true);
  });

  it('leave a page without any as it is', () => {
    expect(hoistedStyles('<main><p>Policy</p></main>')).toEqual({ head: '', body: '<main><p>Policy</p></main>' });
  });
});
