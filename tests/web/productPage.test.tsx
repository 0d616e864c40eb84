import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PincodeChecker, type DeliveryAnswer } from '../../web/src/components/PincodeChecker.tsx';
import { StarRatingInput } from '../../web/src/components/StarRating.tsx';
import { PINCODES } from '../helpers/fixtures.ts';
import { renderStorefront } from '../helpers/renderStorefront.tsx';

afterEach(cleanup);

const DELIVERS = 'Great! We deliver to this location.';
const DOES_NOT = 'Sorry, delivery is not available in this pincode.';

describe('the pincode checker', () => {
  const renderChecker = (check = vi.fn<(pincode: string) => Promise<DeliveryAnswer>>()) => {
    renderStorefront(<PincodeChecker check={check} />, { path: '/', url: '/' });
    return {
      check,
      input: screen.getByRole('textbox', { name: 'Check delivery to your pincode' }) as HTMLInputElement,
      button: screen.getByRole('button', { name: 'Check' }) as HTMLButtonElement,
    };
  };
  const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

  it('keeps digits only, at most 6, and enables Check at exactly 6 digits', () => {
    const { input, button } = renderChecker();
    expect(button.disabled).toBe(true);
    type(input, '56a0-0');
    expect(input.value).toBe('5600');
    expect(button.disabled).toBe(true);
    type(input, '56000');
    expect(button.disabled).toBe(true);
    type(input, '560001');
    expect(button.disabled).toBe(false);
    type(input, '5600019');
    expect(input.value).toBe('560001');
    expect(input.maxLength).toBe(6);
  });

  it("answers Enter on an empty or short entry with the product's messages and asks nothing", async () => {
    const { input, check } = renderChecker();
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
    expect(screen.getByText('Please enter a pincode.')).toBeTruthy();
    type(input, '5600');
    expect(screen.queryByText('Please enter a pincode.')).toBeNull();
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
    expect(screen.getByText('Pincode must be 6 digits.')).toBeTruthy();
    expect(check).not.toHaveBeenCalled();
  });

  it('shows the server answer for a deliverable and an undeliverable pincode', async () => {
    const check = vi.fn(async (pincode: string) =>
      pincode === PINCODES.deliverable
        ? { deliverable: true, message: DELIVERS }
        : { deliverable: false, message: DOES_NOT },
    );
    const { input, button } = renderChecker(check);
    type(input, PINCODES.deliverable);
    await act(async () => fireEvent.click(button));
    expect(check).toHaveBeenLastCalledWith(PINCODES.deliverable);
    expect(screen.getByRole('status').textContent).toBe(DELIVERS);

    type(input, PINCODES.notDeliverable);
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
    expect(check).toHaveBeenLastCalledWith(PINCODES.notDeliverable);
    expect(screen.getByRole('status').textContent).toBe(DOES_NOT);
  });

  it('shows a failed check\'s message, else "Something went wrong"', async () => {
    const check = vi
      .fn<(pincode: string) => Promise<DeliveryAnswer>>()
      .mockRejectedValueOnce(new Error('Pincode must be 6 digits.'));
    check.mockRejectedValueOnce(new Error(''));
    const { input, button } = renderChecker(check);
    type(input, '123456');
    await act(async () => fireEvent.click(button));
    expect(screen.getByText('Pincode must be 6 digits.')).toBeTruthy();
    await act(async () => fireEvent.click(button));
    expect(screen.getByText('Something went wrong')).toBeTruthy();
  });
});

describe('the star widget', () => {
  function Harness({ allowHalf, onChange }: { allowHalf?: boolean; onChange: (value: number) => void }) {
    const [value, setValue] = useState(0);
    return (
      <>
        <StarRatingInput
          label="Your rating"
          value={value}
          allowHalf={allowHalf ?? false}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
        <p>value {value}</p>
      </>
    );
  }
  const stars = () => screen.getAllByRole('radio');
  // The widget acts on keys only while a star has focus; focusing explicitly keeps the test independent of when
  // the widget itself moves focus after a click (a later animation frame, late under load).
  const press = (star: number, key: string) =>
    act(async () => {
      stars()[star]!.focus();
      fireEvent.keyDown(stars()[star]!, { key });
    });

  it('starts at no stars and picks whole stars by click and arrow keys, from 1 to 5', async () => {
    const onChange = vi.fn();
    renderStorefront(<Harness onChange={onChange} />, { path: '/', url: '/' });
    expect(screen.getByRole('radiogroup', { name: 'Your rating' })).toBeTruthy();
    expect(stars()).toHaveLength(5);
    expect(screen.getByText('value 0')).toBeTruthy();
    await act(async () => fireEvent.click(stars()[3]!));
    expect(screen.getByText('value 4')).toBeTruthy();
    await press(3, 'ArrowRight');
    expect(screen.getByText('value 5')).toBeTruthy();
    await press(4, 'ArrowRight');
    expect(screen.getByText('value 5')).toBeTruthy();
    await press(4, 'Home');
    expect(screen.getByText('value 1')).toBeTruthy();
    expect(onChange.mock.calls.every(([value]) => Number.isInteger(value) && value >= 1 && value <= 5)).toBe(true);
  });

  it('steps by half a star when halves are allowed, never below 1', async () => {
    const onChange = vi.fn();
    renderStorefront(<Harness allowHalf onChange={onChange} />, { path: '/', url: '/' });
    await act(async () => fireEvent.click(stars()[2]!));
    const picked = onChange.mock.lastCall?.[0] as number;
    await press(2, 'ArrowLeft');
    expect(screen.getByText(`value ${picked - 0.5}`)).toBeTruthy();
    await press(0, 'Home');
    expect(screen.getByText('value 1')).toBeTruthy();
  });
});
