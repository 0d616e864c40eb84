// Where a gateway without Redis hears of fulfilment steps: the REST API's event stream (GET /order-events), opened at
// the first listener. A step made while the stream was still opening is not in it: the listeners are told that events
// may have been missed (null), so they read their orders again, the first time as after a drop.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { createLog } from '../../gateway/src/log.ts';
import { createOrderEventSource, type OrderLineEvent } from '../../gateway/src/graph/orderEvents.ts';

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** A stand-in for the REST API's event stream: `answered` gives the test the response to its request, to write. */
async function slowEventStream() {
  let respond: (response: ServerResponse) => void = () => {};
  const answered = new Promise<ServerResponse>((resolve) => (respond = resolve));
  const server = createServer((request, response) => {
    expect(request.url).toBe('/order-events');
    expect(request.headers['x-proxy-secret']).toBe('secret');
    respond(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, answered };
}

it('tells its listeners that events may have been missed when the stream opens, the first time too, then each event', async () => {
  const upstream = await slowEventStream();
  const source = createOrderEventSource({
    redisUrl: null,
    upstreamUrl: upstream.url,
    proxySecret: 'secret',
    log: createLog('silent'),
  });
  closers.push(() => source.close());
  const heard: (OrderLineEvent | null)[] = [];
  source.listen((event) => heard.push(event));
  const response = await upstream.answered;
  expect(heard).toEqual([]);
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  response.write(': open\n\n');
  await expect.poll(() => heard).toEqual([null]);
  const event: OrderLineEvent = { orderId: 'ORD0001', productId: 'PRD000001', userId: 'U1', status: 1, at: 1 };
  response.write(`data: ${JSON.stringify(event)}\n\n`);
  await expect.poll(() => heard).toEqual([null, event]);
});
