import type { Deps } from '../deps.ts';
import { createRouter } from '../http.ts';

export function addressesRoutes(deps: Deps) {
  const router = createRouter();
  void deps;
  return router;
}
