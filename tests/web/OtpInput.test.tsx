import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { OtpInput } from '../../web/src/components/OtpInput.tsx';
import { emptyOtp } from '../../web/src/forms/fields.ts';

afterEach(cleanup);

let latest: string[] = [];

function Harness() {
  const [value, setValue] = useState(emptyOtp());
  latest = value;
  return <OtpInput label="Enter OTP" value={value} onChange={setValue} />;
}

function renderBoxes() {
  render(
    <ChakraProvider value={defaultSystem}>
      <Harness />
    </ChakraProvider>,
  );
  return screen.getAllByRole('textbox') as HTMLInputElement[];
}

const typeInto = (box: HTMLInputElement, text: string) => fireEvent.change(box, { target: { value: text } });
const values = (boxes: HTMLInputElement[]) => boxes.map((box) => box.value);

describe('OtpInput', () => {
  it('is a labelled group of six labelled single-digit boxes', () => {
    const boxes = renderBoxes();
    expect(boxes).toHaveLength(6);
    expect(screen.getByRole('group', { name: 'Enter OTP' })).toBeTruthy();
    expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `Digit ${n} of 6`),
    );
    expect(boxes[0]!.getAttribute('autocomplete')).toBe('one-time-code');
    expect(boxes.every((box) => box.getAttribute('inputmode') === 'numeric')).toBe(true);
  });

  it('takes one digit per box and moves to the next box after each', () => {
    const boxes = renderBoxes();
    boxes[0]!.focus();
    typeInto(boxes[0]!, '4');
    expect(document.activeElement).toBe(boxes[1]);
    typeInto(boxes[1]!, '2');
    expect(document.activeElement).toBe(boxes[2]);
    expect(values(boxes)).toEqual(['4', '2', '', '', '', '']);
    expect(latest).toEqual(['4', '2', '', '', '', '']);

    // Typing over a filled box keeps only the new digit, whichever side of the old one it lands.
    typeInto(boxes[0]!, '47');
    expect(boxes[0]!.value).toBe('7');
    typeInto(boxes[1]!, '92');
    expect(boxes[1]!.value).toBe('9');
    expect(document.activeElement).toBe(boxes[2]);

    // The last box keeps the focus.
    typeInto(boxes[5]!, '8');
    expect(document.activeElement).toBe(boxes[5]);
    expect(latest).toEqual(['7', '9', '', '', '', '8']);
  });

  it('writes every digit typed over its box and moves on, the same digit again included (111111 retyped as 121212)', () => {
    const boxes = renderBoxes();
    // jsdom has no text input events: React reads what is typed (its onBeforeInput) from keypress here.
    const press = (box: HTMLInputElement, key: string) =>
      fireEvent.keyPress(box, { key, charCode: key.charCodeAt(0), which: key.charCodeAt(0) });
    for (const box of boxes) press(box, '1');
    expect(latest).toEqual(['1', '1', '1', '1', '1', '1']);
    boxes[0]!.focus();
    for (const digit of '121212') press(document.activeElement as HTMLInputElement, digit);
    expect(values(boxes)).toEqual(['1', '2', '1', '2', '1', '2']);
    expect(document.activeElement).toBe(boxes[5]);
    press(boxes[5]!, 'x');
    expect(latest).toEqual(['1', '2', '1', '2', '1', '2']);
  });

  it('ignores anything that is not a digit', () => {
    const boxes = renderBoxes();
    boxes[0]!.focus();
    for (const junk of ['a', ' ', '-', 'é', '½']) typeInto(boxes[0]!, junk);
    expect(values(boxes)).toEqual(['', '', '', '', '', '']);
    expect(document.activeElement).toBe(boxes[0]);
    typeInto(boxes[0]!, '5');
    typeInto(boxes[0]!, '5x');
    expect(boxes[0]!.value).toBe('5');
  });

  it('steps back on Backspace in an empty box, and clears a filled box where it is', () => {
    const boxes = renderBoxes();
    typeInto(boxes[0]!, '1');
    typeInto(boxes[1]!, '2');
    boxes[2]!.focus();
    fireEvent.keyDown(boxes[2]!, { key: 'Backspace' });
    expect(document.activeElement).toBe(boxes[1]);
    // In a filled box Backspace deletes its digit (the browser's own edit) and stays.
    fireEvent.keyDown(boxes[1]!, { key: 'Backspace' });
    typeInto(boxes[1]!, '');
    expect(document.activeElement).toBe(boxes[1]);
    expect(latest).toEqual(['1', '', '', '', '', '']);
    fireEvent.keyDown(boxes[1]!, { key: 'Backspace' });
    expect(document.activeElement).toBe(boxes[0]);
    // The first box has nowhere to go.
    typeInto(boxes[0]!, '');
    fireEvent.keyDown(boxes[0]!, { key: 'Backspace' });
    expect(document.activeElement).toBe(boxes[0]);
  });

  it('fills all six boxes when a whole code is pasted into any box, ignoring non-digits', () => {
    const boxes = renderBoxes();
    boxes[3]!.focus();
    fireEvent.paste(boxes[3]!, { clipboardData: { getData: () => ' 123-456 ' } });
    expect(values(boxes)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(latest).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(document.activeElement).toBe(boxes[5]);

    // The browser's one-time-code autofill puts the whole code in the first box.
    typeInto(boxes[0]!, '654321');
    expect(values(boxes)).toEqual(['6', '5', '4', '3', '2', '1']);

    // A paste without digits changes nothing.
    fireEvent.paste(boxes[2]!, { clipboardData: { getData: () => 'abc' } });
    expect(values(boxes)).toEqual(['6', '5', '4', '3', '2', '1']);
  });
});
