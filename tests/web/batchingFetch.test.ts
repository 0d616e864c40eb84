import { describe, expect, it, vi } from 'vitest';
import { createBatchingFetch } from '../../web/src/relay/batchingFetch.ts';

const shell = { documentId: 'shell-document-id', variables: {}, operationName: 'AppShellQuery' };
const home = { documentId: 'home-document-id', variables: { skipRecent: true }, operationName: 'HomePageQuery' };

function stubFetch(respond: (body: unknown) => Response) {
  return vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => respond(JSON.parse(String(init?.body))));
}

describe('createBatchingFetch', () => {
  it('sends operations started in the same tick as one POST with an array body and routes each result back', async () => {
    const fetchStub = stubFetch((body) =>
      Response.json((body as { operationName: string }[]).map((op) => ({ data: { answeredFor: op.operationName } }))),
    );
    const send = createBatchingFetch('/graphql', fetchStub);

    const [shellResult, homeResult] = await Promise.all([send(shell), send(home)]);

    expect(fetchStub).toHaveBeenCalledTimes(1);
    const [url, init] = fetchStub.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(JSON.parse(String(init?.body))).toEqual([shell, home]);
    expect(shellResult).toEqual({ data: { answeredFor: 'AppShellQuery' } });
    expect(homeResult).toEqual({ data: { answeredFor: 'HomePageQuery' } });
  });

  it('sends a lone operation as a plain object', async () => {
    const fetchStub = stubFetch(() => Response.json({ data: { ok: true } }));
    const send = createBatchingFetch('/graphql', fetchStub);

    expect(await send(home)).toEqual({ data: { ok: true } });
    expect(JSON.parse(String(fetchStub.mock.calls[0]![1]?.body))).toEqual(home);
  });

  it('sends operations of different ticks separately', async () => {
    const fetchStub = stubFetch((body) =>
      Response.json(Array.isArray(body) ? body.map(() => ({ data: {} })) : { data: {} }),
    );
    const send = createBatchingFetch('/graphql', fetchStub);

    await send(shell);
    await send(home);
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it('rejects every operation of the batch when the server answers with an HTTP error', async () => {
    const fetchStub = stubFetch(() => new Response('upstream down', { status: 502, statusText: 'Bad Gateway' }));
    const send = createBatchingFetch('/graphql', fetchStub);

    const results = await Promise.allSettled([send(shell), send(home)]);

    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(results.map((r) => (r as PromiseRejectedResult).reason.message)).toEqual([
      'The server answered 502 Bad Gateway',
      'The server answered 502 Bad Gateway',
    ]);
  });

  it('rejects the batch when the answer does not have one result per operation', async () => {
    const send = createBatchingFetch(
      '/graphql',
      stubFetch(() => Response.json([{ data: {} }])),
    );

    const results = await Promise.allSettled([send(shell), send(home)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
