// Issue 57: the demo catalog never contradicts itself on a product page: the weight is the name's pack size, the
// returns text follows the returnable flag, and a Q&A answer about bulk prices states the product's real tiers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { all } from '../../rest-api/src/db/queries.ts';
import { startApi, type TestApi } from '../helpers/api.ts';

type Tier = { range: string; discountPrice: number };
type Detail = {
  productId: string;
  name: string;
  weight: string;
  keyFeatures: string[];
  description: string;
  nonReturnableItem: boolean;
  tirePrice: Tier[];
};
type Question = { question: string; answers: { ans: string }[] };

let api: TestApi;
let products: { detail: Detail; questions: Question[] }[];
beforeAll(async () => {
  api = await startApi();
  const ids = await all(api.queries, sql<{ productId: string }>`SELECT productId FROM products ORDER BY productId`);
  products = await Promise.all(
    ids.map(async ({ productId }) => ({
      detail: (await api.get<{ productDetails: Detail }>(`/getProductInnerDetails?pId=${productId}`)).body
        .productDetails,
      questions: (await api.get<Question[]>(`/get-qstn-answr?productId=${productId}`)).body,
    })),
  );
});
afterAll(() => api.close());

const rupees = (text: string) => [...text.matchAll(/₹([\d,]+\.\d\d)/g)].map((m) => Number(m[1]!.replace(/,/g, '')));

describe('the seeded catalog', () => {
  it('has every product of the catalog', () => {
    expect(products.length).toBe(240);
  });

  it('gives each product the weight its name states, and none when the name states no weight', () => {
    const wrong = products.flatMap(({ detail: { productId, name, weight } }) => {
      const stated = /(\d+(?:\.\d+)?) (g|kg)$/.exec(name)?.[0] ?? '';
      return weight === stated ? [] : [`${productId} ${name}: ${weight}`];
    });
    expect(wrong).toEqual([]);
  });

  it('says returns are easy only for returnable products, and says a non-returnable one is not returnable', () => {
    const wrong = products.flatMap(({ detail }) => {
      const text = [...detail.keyFeatures, detail.description].join('\n');
      const saysEasy = /easy returns/i.test(text);
      const saysNot = /non-returnable/i.test(text);
      return (detail.nonReturnableItem ? saysEasy : saysNot) ? [`${detail.productId}: ${text}`] : [];
    });
    expect(wrong).toEqual([]);
    expect(products.some(({ detail }) => detail.nonReturnableItem)).toBe(true);
  });

  it("answers questions about bulk prices with the product's own tiers", () => {
    const asked = products.flatMap(({ detail, questions }) =>
      questions
        .filter((q) => /bulk pricing/i.test(q.question))
        .flatMap((q) => q.answers.map((a) => ({ detail, ans: a.ans }))),
    );
    expect(asked.length).toBeGreaterThan(10);
    const wrong = asked.flatMap(({ detail, ans }) => {
      const over100 = detail.tirePrice.filter((t) => /\+$/.test(t.range) && Number.parseInt(t.range) <= 101);
      const prices = detail.tirePrice.map((t) => t.discountPrice);
      const truthful = /^Yes/.test(ans) === over100.length > 0 && rupees(ans).every((price) => prices.includes(price));
      return truthful ? [] : [`${detail.productId} ${JSON.stringify(detail.tirePrice)}: ${ans}`];
    });
    expect(wrong).toEqual([]);
  });
});
