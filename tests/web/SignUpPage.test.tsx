import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SignUpPage } from '../../web/src/pages/SignUpPage/SignUpPage.tsx';
import { renderStorefront, resolveWith } from '../helpers/renderStorefront.tsx';

afterEach(cleanup);

const PATH = '/sign-up-with-email';
const renderSignUp = () => renderStorefront(<SignUpPage />, { path: PATH, url: PATH });

const fields = {
  name: () => screen.getByRole('textbox', { name: 'Full Name' }) as HTMLInputElement,
  email: () => screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement,
  phone: () => screen.getByRole('textbox', { name: 'Phone Number' }) as HTMLInputElement,
  countryCode: () => screen.getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement,
  referralCode: () => screen.getByRole('textbox', { name: 'Referral Code (Optional)' }) as HTMLInputElement,
  password: () => screen.getByLabelText(/^Password/, { selector: 'input' }) as HTMLInputElement,
  confirmPassword: () => screen.getByLabelText(/^Confirm Password/, { selector: 'input' }) as HTMLInputElement,
};
type FieldName = keyof typeof fields;

/** The message tied to a field (aria-errormessage), or null when it is valid. */
function errorOf(name: FieldName): string | null {
  const input = fields[name]();
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const id = input.getAttribute('aria-errormessage');
  return (id && document.getElementById(id)?.textContent) || '(no linked message)';
}

const errors = () => Object.fromEntries(Object.keys(fields).map((name) => [name, errorOf(name as FieldName)]));
const type = (name: FieldName, value: string) => fireEvent.change(fields[name](), { target: { value } });
const signUp = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Sign Up' })));

const valid = {
  name: 'Meera Iyer',
  email: 'meera@example.org',
  phone: '9812345678',
  password: 'Secret@123',
  confirmPassword: 'Secret@123',
};
const fillValid = () => Object.entries(valid).forEach(([name, value]) => type(name as FieldName, value));

describe('Create Account, step one', () => {
  it('shows no message before the first submit', () => {
    renderSignUp();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeTruthy();
    type('name', '1');
    expect(errors()).toEqual({
      name: null,
      email: null,
      phone: null,
      countryCode: null,
      referralCode: null,
      password: null,
      confirmPassword: null,
    });
  });

  it('says what is required, under each field', async () => {
    renderSignUp();
    await signUp();
    expect(errors()).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      countryCode: null,
      referralCode: null,
      password: 'Password is required',
      confirmPassword: null,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeTruthy();
  });

  it('checks every rule of Create Account', async () => {
    renderSignUp();
    type('name', 'R2 D2');
    type('email', 'meera@example');
    type('phone', '98123');
    type('password', 'short');
    type('confirmPassword', 'shorter');
    await signUp();
    expect(errors()).toMatchObject({
      name: 'Name should only contain letters',
      email: 'Please enter a valid email address',
      phone: 'Phone number must be 10 digits',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
    });

    type('password', 'long enough');
    type('confirmPassword', 'long enougH');
    await signUp();
    expect(errorOf('password')).toBeNull();
    expect(errorOf('confirmPassword')).toBe('Passwords do not match');
  });

  it("clears a field's message as soon as it is edited, and only that one", async () => {
    renderSignUp();
    await signUp();
    type('name', 'M');
    expect(errorOf('name')).toBeNull();
    expect(errorOf('email')).toBe('Email is required');
    type('email', 'm');
    type('phone', '9');
    type('password', 'p');
    expect(errors()).toMatchObject({ name: null, email: null, phone: null, password: null });
    type('confirmPassword', 'x');
    await signUp();
    expect(errorOf('confirmPassword')).toBe('Passwords do not match');
    type('confirmPassword', 'xy');
    expect(errorOf('confirmPassword')).toBeNull();
  });

  it('keeps only digits in the phone number, at most ten; +91 by default, +97 on offer', () => {
    renderSignUp();
    type('phone', '98123-45678 99');
    expect(fields.phone().value).toBe('9812345678');
    type('phone', 'abc');
    expect(fields.phone().value).toBe('');
    expect(fields.countryCode().value).toBe('+91');
    expect([...fields.countryCode().options].map((o) => o.value)).toEqual(['+91', '+97']);
  });

  it('goes on to the business details with the phone copied, and back with everything kept', async () => {
    renderSignUp();
    fillValid();
    fireEvent.change(fields.countryCode(), { target: { value: '+97' } });
    await signUp();
    const title = await screen.findByRole('heading', { level: 1, name: 'Complete Business Details' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    const official = screen.getByRole('textbox', { name: 'Official Phone Number' }) as HTMLInputElement;
    expect(official.value).toBe('+979812345678');
    expect(official.readOnly).toBe(true);
    expect(screen.getByText('This phone number must match the phone number registered with your GSTIN.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'GSTIN Number' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Enrolment ID / UIN' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: 'Apply Now' }).getAttribute('href')).toBe('/');

    fireEvent.click(screen.getByRole('button', { name: 'Back to User Details' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Account' })).toBeTruthy();
    expect(fields.name().value).toBe(valid.name);
    expect(fields.phone().value).toBe(valid.phone);
    expect(fields.countryCode().value).toBe('+97');
  });
});

describe('Create Account, step two', () => {
  async function toStepTwo() {
    const view = renderSignUp();
    fillValid();
    await signUp();
    await screen.findByRole('heading', { level: 1, name: 'Complete Business Details' });
    return view;
  }
  const verify = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Verify' })));

  it('needs the GST Username and GST Number before sending a code', async () => {
    const { environment } = await toStepTwo();
    await verify();
    expect(screen.getAllByText('GST Number and Username are required')).toHaveLength(2);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('sends the code for the GSTIN (in capitals), then opens "Enter OTP"', async () => {
    const { environment } = await toStepTwo();
    fireEvent.change(screen.getByRole('textbox', { name: 'GST Username' }), { target: { value: 'meera_gst' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'GST Number' }), { target: { value: '29abcde1234f1z5' } });
    await verify();
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { gstUsername: 'meera_gst', gstNumber: '29ABCDE1234F1Z5' } });
    expect(screen.getByRole('button', { name: /Sending OTP/ })).toBeTruthy();
    await resolveWith(environment, {
      SendGstCodePayload: () => ({ txn: 'TXN1', message: 'OTP sent successfully', userErrors: [] }),
    });
    expect(await screen.findByRole('dialog', { name: 'Enter OTP' })).toBeTruthy();
    expect(screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ })).toHaveLength(6);
  });

  it("shows the API's message under the field it is about, and a fallback when the call fails", async () => {
    const { environment } = await toStepTwo();
    fireEvent.change(screen.getByRole('textbox', { name: 'GST Username' }), { target: { value: 'meera_gst' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'GST Number' }), { target: { value: '29ABCDE' } });
    await verify();
    await resolveWith(environment, {
      SendGstCodePayload: () => ({
        txn: null,
        message: null,
        userErrors: [{ field: ['input', 'gstNumber'], code: 'INVALID_INPUT', message: 'Invalid GST Number' }],
      }),
    });
    const gstNumber = screen.getByRole('textbox', { name: 'GST Number' });
    expect(document.getElementById(gstNumber.getAttribute('aria-errormessage')!)?.textContent).toBe(
      'Invalid GST Number',
    );

    await verify();
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('The server answered 502')));
    expect(screen.getByRole('alert').textContent).toBe('Verification failed');
  });
});
