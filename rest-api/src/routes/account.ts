import type { Deps } from '../deps.ts';
import { createRouter } from '../http.ts';

export function accountRoutes(deps: Deps) {
  const router = createRouter();
  void deps;
  return router;
}
