import { createRoute, z } from '@hono/zod-openapi';
import type { Deps } from '../deps.ts';
import { createRouter, ok } from '../http.ts';

const FaqSchema = z.object({ id: z.string(), question: z.string(), answer: z.string().describe('HTML') }).openapi('Faq');

export function supportRoutes(deps: Deps) {
  const router = createRouter();
  const allFaq = deps.db.prepare<[], z.infer<typeof FaqSchema>>(`SELECT id, question, answer FROM faq ORDER BY position`);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/faq',
      tags: ['Support'],
      summary: 'Help-centre questions and answers (public, no token)',
      responses: { 200: ok(z.array(FaqSchema)) },
    }),
    (c) => c.json(allFaq.all(), 200),
  );

  return router;
}
