// A refusal on a form (issue 56, part 3): the gateway names every field at fault in one answer, and the form shows
// each under its field (a field refused twice, its first refusal; anything else, the form's own message).
import { describe, expect, it } from 'vitest';
import { outcomeErrors } from '../../web/src/forms/useZodForm.ts';

const refusal = (field: string[] | null, message: string) => ({ field, code: 'INVALID_INPUT', message });

describe('outcomeErrors', () => {
  it('puts every refused field under its input, and the rest on the form', () => {
    const outcome = {
      kind: 'refused' as const,
      payload: {},
      userErrors: [
        refusal(['input', 'name'], 'Full Name should only contain letters and spaces'),
        refusal(['input', 'phoneNumber'], 'Phone Number must be exactly 10 digits'),
        refusal(['input', 'pincode'], 'Pincode must be exactly 6 digits'),
        refusal(['input', 'pincode'], 'A second rule of the pincode'),
        refusal(null, 'Something about the whole form'),
      ],
    };
    expect(outcomeErrors(outcome, ['name', 'phoneNumber', 'pincode', 'state'], 'Failed')).toEqual({
      name: 'Full Name should only contain letters and spaces',
      phoneNumber: 'Phone Number must be exactly 10 digits',
      pincode: 'Pincode must be exactly 6 digits',
      root: 'Something about the whole form',
    });
  });

  it("shows the screen's fallback for anything but a refusal", () => {
    expect(outcomeErrors({ kind: 'failed', error: new Error('502') }, ['name'], 'Failed')).toEqual({ root: 'Failed' });
  });
});
