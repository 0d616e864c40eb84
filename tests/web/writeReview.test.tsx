import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WriteReview } from '../../web/src/pages/ProductPage/WriteReview.tsx';
import { GraphQLResponseError, HttpStatusError, NoResponseError } from '../../web/src/relay/networkErrors.ts';
import { renderStorefront, type MockEnvironment } from '../helpers/renderStorefront.tsx';

afterEach(cleanup);

/** The review form of a bought product, with four stars chosen and sent; answers the mutation with `answer`. */
async function submitReview(answer: (environment: MockEnvironment) => Promise<void>) {
  const { environment } = renderStorefront(<WriteReview productId="PRD000001" signedIn purchased />, {
    path: '/product-page/:id',
    url: '/product-page/PRD000001',
  });
  await act(async () => fireEvent.click(screen.getAllByRole('radio')[3]!));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit Review' })));
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.operation.name).toBe('useRateProductMutation');
  expect(operation.request.variables.input).toMatchObject({ productId: 'PRD000001', rating: 4 });
  await answer(environment);
}

const refuse =
  (code: string, message: string, field: string | null = 'productId') =>
  (environment: MockEnvironment) =>
    act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          rateProduct: { product: null, userErrors: [{ field: field ? ['input', field] : null, code, message }] },
        },
      } as never),
    );
const fail = (error: Error) => (environment: MockEnvironment) =>
  act(async () => environment.mock.rejectMostRecentOperation(error));

describe("the review form's errors when a rating is submitted", () => {
  it("shows each refusal the API tells apart in the product's words", async () => {
    const refusals: [string, string, string | null][] = [
      ['ALREADY_EXISTS', 'You have already rated this product', 'productId'],
      ['INVALID_INPUT', 'There was an issue with the product reference. Please try again.', null],
      ['INVALID_INPUT', 'Please check your input and try again.', null],
      ['NOT_FOUND', 'This product is no longer available for rating.', 'productId'],
      ['UNAUTHENTICATED', 'Your session has expired. Please log in again.', null],
      ['UNAUTHENTICATED', 'Access denied. Please log in again.', null],
    ];
    for (const [code, message, field] of refusals) {
      await submitReview(refuse(code, message, field));
      expect(screen.getByRole('alert').textContent).toBe(message);
      cleanup();
    }
  });

  it('puts an invalid rating under the stars', async () => {
    await submitReview(refuse('INVALID_INPUT', 'Please select a rating between 1 and 5', 'rating'));
    expect(screen.getByText('Please select a rating between 1 and 5')).toBeTruthy();
  });

  it('tells no answer, a server failure, another HTTP error and anything else apart', async () => {
    const failures: [Error, string][] = [
      [
        new NoResponseError(new TypeError('Failed to fetch')),
        'Unable to connect to the server. Please check your internet connection and try again.',
      ],
      [new GraphQLResponseError('Unexpected error.'), 'A server error occurred. Please try again later.'],
      [new HttpStatusError(502, 'Bad Gateway'), 'A server error occurred. Please try again later.'],
      [new HttpStatusError(413, 'Payload Too Large'), 'An error occurred: Payload Too Large'],
      [
        new Error('The server answered a batch with the wrong number of results'),
        'An unexpected error occurred. Please try again.',
      ],
    ];
    for (const [error, message] of failures) {
      await submitReview(fail(error));
      expect(screen.getByRole('alert').textContent).toBe(message);
      cleanup();
    }
  });
});
