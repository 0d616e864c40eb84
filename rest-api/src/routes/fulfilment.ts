// Fulfilment: sellers' systems move order lines a step (X-Fulfilment-Key), the sandbox moves one for tests and demos,
// and the gateways of the embedded deployment read the events the steps make (X-Proxy-Secret).
import { createRoute, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { holdsSecret, PROXY_SECRET_HEADER } from '../clientAddress.ts';
import type { Deps } from '../deps.ts';
import { createRouter, errors, jsonBody, ok } from '../http.ts';
import { refuse } from '../refusals.ts';

/** How often the event stream says it is alive while nothing happens (ms). */
const HEARTBEAT_MS = 15_000;

const LineSchema = z.object({ orderId: z.string().min(1).max(100), productId: z.string().min(1).max(100) });
const StepResultSchema = z
  .object({
    orderId: z.string(),
    productId: z.string(),
    status: z.number().int().describe('The line’s status now: 1 shipped, 2 out for delivery, 3 delivered'),
    changed: z.boolean().describe('False when the line already was at this step (a retry): nothing was written'),
  })
  .openapi('FulfilmentStep');

export function fulfilmentRoutes(deps: Deps) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'post',
      path: '/fulfilment/order-items/step',
      tags: ['Fulfilment'],
      summary: 'A seller moves an order line to its next step',
      description: `For sellers' systems (X-Fulfilment-Key: FULFILMENT_KEY). A line goes 0 placed → 1 shipped → 2 out for
delivery → 3 delivered, one step at a time, each step stored with its time; a cancelled line moves no more (409). The
call names the target status: a retry finds the line there and answers changed: false without writing. Each step
that is written tells the gateways (the order's live updates) and e-mails the shopper; a delivered line makes its shopper's review of the
product a verified purchase.`,
      request: {
        headers: z.object({ 'x-fulfilment-key': z.string().optional() }),
        body: jsonBody(LineSchema.extend({ status: z.number().int().min(1).max(3) })),
      },
      responses: { 200: ok(StepResultSchema), ...errors(400, 401, 404, 409) },
    }),
    async (c) => {
      if (!holdsSecret(c.req.header('x-fulfilment-key'), deps.config.fulfilmentKey))
        throw refuse('FULFILMENT_KEY_INVALID');
      const { orderId, productId, status } = c.req.valid('json');
      return c.json({ orderId, productId, ...(await deps.fulfilment.step(orderId, productId, status)) }, 200);
    },
  );

  // The events of this instance's steps, as server-sent events, for the gateway that holds the proxy secret (an
  // embedded deployment has no Redis): not part of the documented API.
  router.get('/order-events', (c) => {
    if (!holdsSecret(c.req.header(PROXY_SECRET_HEADER), deps.config.proxySecret)) throw refuse('FORBIDDEN');
    return streamSSE(c, async (stream) => {
      const stop = deps.orderEvents.listen((event) => void stream.writeSSE({ data: JSON.stringify(event) }));
      const heartbeat = setInterval(() => void stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
      await new Promise<void>((resolve) => {
        stream.onAbort(resolve);
        deps.orderEvents.closed.addEventListener('abort', () => resolve(), { once: true });
      });
      clearInterval(heartbeat);
      stop();
    });
  });

  return router;
}

/** The sandbox's call: one line a step further (loopback only, like every /sandbox route). */
export function sandboxFulfilmentRoutes(deps: Deps) {
  const router = createRouter();
  router.post('/sandbox/order-items/step', async (c) => {
    const parsed = LineSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw refuse('INVALID_INPUT', { message: 'Name the line: orderId and productId' });
    const { orderId, productId } = parsed.data;
    return c.json({ orderId, productId, ...(await deps.fulfilment.advance(orderId, productId)) }, 200);
  });
  return router;
}
