// /readyz, as both services answer it: whether this instance should get traffic (a load balancer's probe), unlike
// /healthz (whether it is alive).

/** One dependency's check: true when it answers in time (the signal aborts when the time is up). */
export type ReadinessCheck = (signal: AbortSignal) => Promise<boolean>;

/** How long each check may take before it counts as failed: a probe must answer quickly. */
const CHECK_TIMEOUT_MS = 1_000;

const NEVER_CACHED = { 'cache-control': 'no-store' };

/**
 * Answers 200 `{ status: 'ready', checks }` when every named check passes, else 503 `{ status: 'unready', checks }`
 * naming the failing ones; 503 `{ status: 'stopping' }` once `stop()` was called (the instance is finishing its
 * requests and must get no more).
 */
export function createReadiness(checks: Record<string, ReadinessCheck>, timeoutMs = CHECK_TIMEOUT_MS) {
  let stopping = false;

  async function passes(check: ReadinessCheck): Promise<boolean> {
    const signal = AbortSignal.timeout(timeoutMs);
    const timedOut = new Promise<false>((resolve) =>
      signal.addEventListener('abort', () => resolve(false), { once: true }),
    );
    return Promise.race([check(signal).catch(() => false), timedOut]);
  }

  return {
    stop() {
      stopping = true;
    },
    async answer(): Promise<Response> {
      if (stopping) return Response.json({ status: 'stopping' }, { status: 503, headers: NEVER_CACHED });
      const results = await Promise.all(
        Object.entries(checks).map(async ([name, check]) => [name, await passes(check)] as const),
      );
      const ready = results.every(([, ok]) => ok);
      return Response.json(
        { status: ready ? 'ready' : 'unready', checks: Object.fromEntries(results) },
        { status: ready ? 200 : 503, headers: NEVER_CACHED },
      );
    },
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
