import { useId, useRef, type ClipboardEvent, type InputEvent, type KeyboardEvent, type Ref } from 'react';
import { Box, HStack, Input, Text, mergeRefs } from '@chakra-ui/react';

interface OtpInputProps {
  /** One entry per box: a digit or ''. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Names the group of boxes, e.g. "OTP". */
  label: string;
  /** The form field every box posts under (in order), for a form sent without the app. */
  name?: string;
  error?: string | undefined;
  autoFocus?: boolean;
  disabled?: boolean;
  /** The first box, so a form can focus the code (react-hook-form's `setFocus`). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A one-time code as single-digit boxes: every digit typed replaces its box's digit and moves to the next (even the
 * same digit again), Backspace clears a box and in an empty box steps back, arrows move, anything but
 * digits is ignored, and pasting (or the browser's autofill of) a whole code in any box fills every box. The boxes
 * form a labelled group that carries the error.
 */
export function OtpInput({ value, onChange, label, name, error, autoFocus, disabled, ref }: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const labelId = useId();
  const errorId = useId();
  const length = value.length;

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes `digits` from box `from` on (a whole code always from the first box) and focuses the box after. */
  const fill = (from: number, digits: string) => {
    const start = digits.length >= length ? 0 : from;
    const next = [...value];
    for (const [i, digit] of [...digits.slice(0, length - start)].entries()) next[start + i] = digit;
    onChange(next);
    focusBox(start + Math.min(digits.length, length - start));
  };

  const onInput = (index: number, typed: string) => {
    const digits = typed.replace(/\D/g, '');
    const old = value[index] ?? '';
    if (typed === '') {
      const next = [...value];
      next[index] = '';
      onChange(next);
    } else if (digits.length >= length) {
      fill(0, digits);
    } else if (digits && digits !== old) {
      // Typing over a filled box: keep the new digit, wherever the caret put it.
      const added = old && digits.length > 1 ? digits.replace(old, '') || old : digits;
      fill(index, added.slice(-1));
    }
  };

  // A typed digit (keyboard or a phone's on-screen keypad) is written here rather than left to the box: retyping the
  // digit a box holds changes nothing, so the box would fire no change event and the focus would not move on.
  const onBeforeInput = (index: number, event: InputEvent<HTMLInputElement>) => {
    if (!/^\d$/.test(event.data)) return;
    event.preventDefault();
    fill(index, event.data);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    if (digits) fill(index, digits);
  };

  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
      <Text id={labelId} fontWeight="medium" fontSize="sm" mb="2">
        {label}
      </Text>
      <HStack gap={{ base: '1.5', sm: '2' }}>
        {value.map((digit, index) => (
          <Input
            key={index}
            ref={mergeRefs(
              (element: HTMLInputElement | null) => {
                boxes.current[index] = element;
              },
              index === 0 ? ref : undefined,
            )}
            name={name}
            value={digit}
            onChange={(event) => onInput(index, event.target.value)}
            onBeforeInput={(event) => onBeforeInput(index, event)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            autoFocus={autoFocus && index === 0}
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            inputMode="numeric"
            disabled={disabled}
            w={{ base: '10', sm: '12' }}
            h={{ base: '11', sm: '12' }}
            px="0"
            textAlign="center"
            fontSize="xl"
          />
        ))}
      </HStack>
      {error && (
        <Text id={errorId} role="alert" color="fg.error" fontSize="sm" mt="2">
          {error}
        </Text>
      )}
    </Box>
  );
}
