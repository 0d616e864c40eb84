import type { Deps } from '../deps.ts';
import { createRouter } from '../http.ts';

export function listsRoutes(deps: Deps) {
  const router = createRouter();
  void deps;
  return router;
}
