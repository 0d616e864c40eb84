// /readyz: whether this instance should get traffic (a load balancer's probe), unlike /healthz (whether it is alive).
import type { ReadinessCheck } from '@marketplace/runtime/readiness';
import { UpstreamStats, type UpstreamClient } from '../../upstream/client.ts';

/** The REST API answers its /healthz (through the one pool, the circuit breaker included). */
export const upstreamReachable =
  (client: UpstreamClient): ReadinessCheck =>
  async (signal) => {
    await client.call('/healthz', {}, signal, new UpstreamStats());
    return true;
  };
