import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DealCountdown, formatCountdown } from '../../web/src/components/DealCountdown.tsx';
import { ageText } from '../../web/src/components/JoinedOn.tsx';
import { RateSellerDialog } from '../../web/src/pages/SellerStorePage/RateSellerDialog.tsx';
import { renderStorefront, resolveWith } from '../helpers/renderStorefront.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the deal countdown', () => {
  it('formats seconds as HH:MM:SS, with whole days first past a day', () => {
    const day = 24 * 3600;
    expect(
      [0, 59, 61, 3600 + 62, day - 1, day, 6 * day + 8 * 3600 + 40 * 60 + 48, 7 * day, -5].map(formatCountdown),
    ).toEqual([
      '00:00:00',
      '00:00:59',
      '00:01:01',
      '01:01:02',
      '23:59:59',
      '1d 00:00:00',
      '6d 08:40:48',
      '7d 00:00:00',
      '00:00:00',
    ]);
  });

  it('ticks each second and stops at 00:00:00', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00.000Z'));
    render(
      <ChakraProvider value={defaultSystem}>
        <DealCountdown endsAt="2026-03-01T11:00:02.000Z" />
      </ChakraProvider>,
    );
    expect(screen.getByText('Ends in 01:00:02')).toBeTruthy();
    await act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Ends in 01:00:01')).toBeTruthy();
    await act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('Ends in 00:59:59')).toBeTruthy();
    await act(() => vi.advanceTimersByTime(3599 * 1000));
    expect(screen.getByText('Ends in 00:00:00')).toBeTruthy();
    // Ended: the timer is gone and the text stays at zero.
    expect(vi.getTimerCount()).toBe(0);
    await act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Ends in 00:00:00')).toBeTruthy();
  });

  it('shows 00:00:00 for a deal that has already ended', () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <DealCountdown endsAt="2000-01-01T00:00:00.000Z" />
      </ChakraProvider>,
    );
    expect(screen.getByText('Ends in 00:00:00')).toBeTruthy();
  });
});

it('tells a store age in years, else months, else days', () => {
  const now = new Date('2026-03-15T12:00:00Z');
  expect(ageText(new Date('2023-03-01T00:00:00Z'), now)).toBe('3 years');
  expect(ageText(new Date('2025-03-20T00:00:00Z'), now)).toBe('11 months');
  expect(ageText(new Date('2026-02-14T00:00:00Z'), now)).toBe('1 month');
  expect(ageText(new Date('2026-03-03T00:00:00Z'), now)).toBe('12 days');
});

describe('the leave-a-rating modal', () => {
  function renderDialog() {
    const onClose = vi.fn();
    const view = renderStorefront(
      <RateSellerDialog sellerId="SEL002" storeName="Mehta Traders" open onClose={onClose} />,
      { path: '/seller-store/:sellerId', url: '/seller-store/SEL002' },
    );
    return { ...view, onClose };
  }
  const star = (n: number) => screen.getByRole('radio', { name: `${n} stars` });
  const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })));

  it('asks for a rating before sending anything', async () => {
    const { environment } = renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Rate Mehta Traders' })).toBeTruthy();
    await submit();
    expect(screen.getByText('Please select a rating between 1 and 5')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('sends half stars, a title and a comment; shows the refusal in red; closes once rated', async () => {
    const { environment, onClose } = renderDialog();
    await screen.findByRole('dialog', { name: 'Rate Mehta Traders' });
    // The keyboard moves by half a star (End: 5 stars, then one step back).
    await act(async () => fireEvent.focus(star(1)));
    await act(async () => fireEvent.keyDown(star(1), { key: 'End' }));
    await act(async () => fireEvent.keyDown(star(5), { key: 'ArrowLeft' }));
    expect(star(5).getAttribute('aria-checked')).toBe('true');
    expect(star(5).hasAttribute('data-half')).toBe(true);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Quick delivery' } });
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Packed well.' } });
    await submit();
    const { request } = environment.mock.getMostRecentOperation();
    expect(request.node.params.name).toBe('useRateSellerMutation');
    expect(request.variables).toEqual({
      input: { sellerId: 'SEL002', rating: 4.5, title: 'Quick delivery', comment: 'Packed well.' },
    });

    await resolveWith(environment, {
      RateSellerPayload: () => ({
        seller: null,
        userErrors: [{ field: null, code: 'ALREADY_EXISTS', message: 'You have already rated this seller' }],
      }),
    });
    expect(screen.getByRole('alert').textContent).toBe('You have already rated this seller');
    expect(onClose).not.toHaveBeenCalled();

    await submit();
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('The server answered 502')));
    expect(screen.getByRole('alert').textContent).toBe('An error occurred while adding the rating.');

    await submit();
    await resolveWith(environment, { RateSellerPayload: () => ({ userErrors: [] }) });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
