import { describe, expect, it, vi } from 'vitest';
import { multipartFetch } from '../../web/src/relay/multipartFetch.ts';

const rate = {
  documentId: 'rate-product-document-id',
  variables: { input: { productId: 'PRD000001', rating: 5, images: [null, null] } },
  operationName: 'useRateProductMutation',
};

describe('multipartFetch', () => {
  it('sends the operation, the map of files to variables, and the files, as the multipart request spec says', async () => {
    const fetchStub = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ data: { rateProduct: { userErrors: [] } } }),
    );
    const front = new File(['front'], 'front.png', { type: 'image/png' });
    const back = new File(['back'], 'back.png', { type: 'image/png' });

    const result = await multipartFetch(
      '/graphql',
      rate,
      { 'input.images.0': front, 'input.images.1': back },
      fetchStub,
    );

    expect(result).toEqual({ data: { rateProduct: { userErrors: [] } } });
    const [url, init] = fetchStub.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    const form = init!.body as FormData;
    expect([...form.keys()]).toEqual(['operations', 'map', '0', '1']);
    expect(JSON.parse(String(form.get('operations')))).toEqual(rate);
    expect(JSON.parse(String(form.get('map')))).toEqual({
      0: ['variables.input.images.0'],
      1: ['variables.input.images.1'],
    });
    expect(await (form.get('1') as File).text()).toBe('back');
  });

  it('fails with the status when the server refuses the request', async () => {
    const fetchStub = vi.fn(async () => new Response('too large', { status: 413, statusText: 'Payload Too Large' }));
    await expect(
      multipartFetch('/graphql', rate, { 'input.images.0': new File(['x'], 'x.png') }, fetchStub),
    ).rejects.toThrow('The server answered 413 Payload Too Large');
  });
});
