// The sandbox's stand-in for sellers' systems: every FULFILMENT_STEP_SECONDS, each line of a recent order moves one
// step, until it is delivered. Through the same step as the seller route, so every instance of a cluster may run it:
// a step two instances make at once is written (and announced) once.
import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import { ApiError } from '../errors.ts';
import type { Fulfilment } from './fulfilment.ts';

/** Orders placed longer ago keep their status: the seeded history (a day old and more) stays as it is. */
const SIMULATED_WITHIN_MS = 12 * 60 * 60_000;
/** Lines moved per round at most; the next round takes the rest. */
const LINES_PER_ROUND = 100;

/** Starts the simulator (nothing when `stepSeconds` is 0); the returned function stops it. */
export function startFulfilmentSimulator(
  fulfilment: Fulfilment,
  clock: Clock,
  stepSeconds: number,
  log: Logger,
): () => void {
  if (stepSeconds <= 0) return () => {};
  const stepMs = stepSeconds * 1000;
  let running = false;
  async function round() {
    const now = clock.now();
    for (const line of await fulfilment.due(now, stepMs, now - SIMULATED_WITHIN_MS, LINES_PER_ROUND)) {
      // A line cancelled (or moved by a seller) since it was read is left as it is.
      await fulfilment.step(line.orderId, line.productId, line.status + 1).catch((err: unknown) => {
        if (!(err instanceof ApiError)) throw err;
      });
    }
  }
  const timer = setInterval(
    () => {
      if (running) return;
      running = true;
      round()
        .catch((err: unknown) => log.error({ err }, 'a round of the fulfilment simulator failed'))
        .finally(() => (running = false));
    },
    Math.min(Math.max(stepMs / 10, 250), 5_000),
  );
  timer.unref();
  return () => clearInterval(timer);
}
