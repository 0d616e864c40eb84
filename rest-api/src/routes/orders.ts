import type { Deps } from '../deps.ts';
import { createRouter } from '../http.ts';

export function ordersRoutes(deps: Deps) {
  const router = createRouter();
  void deps;
  return router;
}
