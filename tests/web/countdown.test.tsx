import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OtpPage } from '../../web/src/pages/OtpPage/OtpPage.tsx';
import { GstOtpDialog } from '../../web/src/pages/SignUpPage/GstOtpDialog.tsx';
import type { UserDetails } from '../../web/src/pages/SignUpPage/signUpSchema.ts';
import type { GstCodeRequest } from '../../web/src/pages/SignUpPage/signUpSteps.ts';
import { formatCountdown } from '../../web/src/time/useCountdown.ts';
import { renderStorefront, resolveWith } from '../helpers/renderStorefront.tsx';

// Only the clock and the countdown's interval are fake: promises, React and Chakra run as usual.
beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const seconds = (n: number) => act(() => vi.advanceTimersByTime(n * 1000));
const boxes = () => screen.queryAllByRole('textbox', { name: /^Digit \d of 6$/ }) as HTMLInputElement[];
const enterCode = (code: string) => fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => code } });

it('formats seconds as mm:ss', () => {
  expect([60, 30, 9, 0].map(formatCountdown)).toEqual(['01:00', '00:30', '00:09', '00:00']);
});

describe('the phone code (30 s)', () => {
  const renderOtp = () =>
    renderStorefront(<OtpPage />, {
      path: '/otp-snd/:number/:otpSession',
      url: '/otp-snd/9876500004/SESSION1?redirect=%2Fcart',
    });

  it('counts down from 30 s and offers "Resend OTP" at zero, with the boxes still there', async () => {
    renderOtp();
    expect(screen.getByText('+919876500004')).toBeTruthy();
    expect(screen.getByText('00:30')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    await seconds(1);
    expect(screen.getByText('00:29')).toBeTruthy();
    await seconds(28);
    expect(screen.getByText('00:01')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    await seconds(1);
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeTruthy();
    expect(screen.queryByText(/\d\d:\d\d/)).toBeNull();
    expect(boxes()).toHaveLength(6);
  });

  it('resends: the new otpSession is used from then on, the boxes empty and the timer is back at 30 s', async () => {
    const { environment } = renderOtp();
    enterCode('12');
    await seconds(30);
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ input: { phone: '9876500004' } });
    await resolveWith(environment, { RequestPhoneCodePayload: () => ({ otpSession: 'SESSION2', userErrors: [] }) });
    expect(screen.getByText('00:30')).toBeTruthy();
    expect(boxes().map((box) => box.value)).toEqual(['', '', '', '', '', '']);

    // The next confirm goes with the new session, and "Incorrect OTP" shows for a wrong code.
    enterCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await act(async () => {});
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { phone: '9876500004', otp: '123456', otpSession: 'SESSION2' },
    });
    await resolveWith(environment, {
      VerifyPhoneCodePayload: () => ({
        status: null,
        userErrors: [{ field: ['input', 'otp'], code: 'INVALID_CODE', message: 'Incorrect OTP' }],
      }),
    });
    expect(screen.getByRole('alert').textContent).toBe('Incorrect OTP');
    expect(boxes().map((box) => box.value)).toEqual(['', '', '', '', '', '']);

    // A verified new number goes on to the personal details, with the redirect.
    enterCode('123457');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await act(async () => {});
    await resolveWith(environment, { VerifyPhoneCodePayload: () => ({ status: 'VERIFIED', userErrors: [] }) });
    expect(screen.getByText('at /sign-up-with-email-personal-detail/9876500004?redirect=%2Fcart')).toBeTruthy();
  });

  it('asks for six digits before checking anything', async () => {
    const { environment } = renderOtp();
    enterCode('123');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await act(async () => {});
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid 6-digit OTP');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});

describe('the GST code (60 s)', () => {
  const details: UserDetails = {
    name: 'Meera Iyer',
    email: 'meera@example.org',
    countryCode: '+91',
    phone: '9812345678',
    password: 'Secret@123',
    confirmPassword: 'Secret@123',
    referralCode: undefined,
  };

  function Harness() {
    const [request, setRequest] = useState<GstCodeRequest | null>({
      gstUsername: 'meera_gst',
      gstNumber: '29ABCDE1234F1Z5',
      txn: 'TXN1',
    });
    return (
      <GstOtpDialog
        request={request}
        details={details}
        onResent={(txn) => setRequest((r) => r && { ...r, txn })}
        onClose={() => setRequest(null)}
      />
    );
  }
  const renderDialog = () => renderStorefront(<Harness />, { path: '/sign-up-with-email', url: '/sign-up-with-email' });

  it('hides the boxes and says "Time exceeded" at zero; a resend brings back empty boxes and 60 s', async () => {
    const { environment } = renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Enter OTP' })).toBeTruthy();
    expect(screen.getByText('01:00')).toBeTruthy();
    enterCode('99');
    await seconds(59);
    expect(screen.getByText('00:01')).toBeTruthy();
    expect(boxes()).toHaveLength(6);
    await seconds(1);
    expect(screen.getByText('Time exceeded')).toBeTruthy();
    expect(boxes()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();

    // A failed resend says so and stays expired.
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('The server answered 502')));
    expect(screen.getByText('Failed to resend OTP')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { gstUsername: 'meera_gst', gstNumber: '29ABCDE1234F1Z5' },
    });
    await resolveWith(environment, {
      SendGstCodePayload: () => ({ txn: 'TXN2', message: 'OTP sent successfully', userErrors: [] }),
    });
    expect(screen.queryByText('Time exceeded')).toBeNull();
    expect(screen.queryByText('Failed to resend OTP')).toBeNull();
    expect(screen.getByText('01:00')).toBeTruthy();
    expect(boxes().map((box) => box.value)).toEqual(['', '', '', '', '', '']);

    // Confirm checks the code of the new txn, and only that.
    enterCode('424242');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await act(async () => {});
    const { request } = environment.mock.getMostRecentOperation();
    expect(request.node.params.name).toBe('useVerifyGstCodeMutation');
    expect(request.variables).toEqual({
      input: { gstUsername: 'meera_gst', gstNumber: '29ABCDE1234F1Z5', otp: '424242', txn: 'TXN2' },
    });
  });

  it('verifies the GSTIN, then the official phone with a 30 s code, then registers and goes to /login', async () => {
    const { environment } = renderDialog();
    await screen.findByRole('dialog', { name: 'Enter OTP' });
    const refused = (message: string, code = 'INVALID_INPUT') => ({ userErrors: [{ field: null, code, message }] });
    const confirm = async (code = '424242') => {
      enterCode(code);
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      await act(async () => {});
    };
    const lastOperation = () => environment.mock.getMostRecentOperation().request;

    await confirm();
    await resolveWith(environment, {
      VerifyGstCodePayload: () => ({ verified: false, ...refused('Invalid OTP', 'INVALID_CODE') }),
    });
    expect(screen.getByRole('alert').textContent).toBe('Invalid OTP');

    await confirm();
    await resolveWith(environment, { VerifyGstCodePayload: () => ({ verified: true, userErrors: [] }) });
    expect(lastOperation().node.params.name).toBe('useRequestPhoneCodeMutation');
    expect(lastOperation().variables).toEqual({ input: { phone: '9812345678', countryCode: 'PLUS_91' } });
    await resolveWith(environment, { RequestPhoneCodePayload: () => ({ otpSession: 'PHONE1', userErrors: [] }) });
    expect(
      screen.getByText('GSTIN verified. We have sent a 6-digit code to the official phone number +919812345678.'),
    ).toBeTruthy();
    expect(screen.getByText('00:30')).toBeTruthy();
    expect(boxes().map((box) => box.value)).toEqual(['', '', '', '', '', '']);

    await confirm('515151');
    expect(lastOperation().node.params.name).toBe('useVerifyPhoneCodeMutation');
    expect(lastOperation().variables).toEqual({
      input: { phone: '9812345678', countryCode: 'PLUS_91', otp: '515151', otpSession: 'PHONE1' },
    });
    await resolveWith(environment, {
      VerifyPhoneCodePayload: () => ({ status: null, ...refused('Incorrect OTP', 'INVALID_CODE') }),
    });
    expect(screen.getByRole('alert').textContent).toBe('Incorrect OTP');

    expect(boxes().map((box) => box.value)).toEqual(['', '', '', '', '', '']);

    const verifiedThenRegister = async (register: () => Promise<void>) => {
      await confirm('515152');
      await resolveWith(environment, { VerifyPhoneCodePayload: () => ({ status: 'VERIFIED', userErrors: [] }) });
      expect(lastOperation().node.params.name).toBe('useRegisterBusinessAccountMutation');
      await register();
    };
    await verifiedThenRegister(async () => {
      expect(lastOperation().variables).toEqual({
        input: {
          name: 'Meera Iyer',
          email: 'meera@example.org',
          countryCode: 'PLUS_91',
          phone: '9812345678',
          password: 'Secret@123',
          confirmPassword: 'Secret@123',
          gstUsername: 'meera_gst',
          gstNumber: '29ABCDE1234F1Z5',
          officialPhoneNumber: '+919812345678',
        },
      });
      await resolveWith(environment, {
        RegisterBusinessAccountPayload: () => ({
          registered: false,
          ...refused('Email already exists', 'ALREADY_EXISTS'),
        }),
      });
    });
    expect(screen.getByRole('alert').textContent).toBe('Email already exists');
    await verifiedThenRegister(() =>
      act(async () => environment.mock.rejectMostRecentOperation(new Error('The server answered 502'))),
    );
    expect(screen.getByRole('alert').textContent).toBe('Registration failed');

    await confirm('515153');
    await resolveWith(environment, { VerifyPhoneCodePayload: () => ({ status: 'SIGNED_IN', userErrors: [] }) });
    expect(screen.getByRole('alert').textContent).toBe('Phone number already registered');

    await verifiedThenRegister(() =>
      resolveWith(environment, { RegisterBusinessAccountPayload: () => ({ registered: true, userErrors: [] }) }),
    );
    expect(screen.getByText('at /login')).toBeTruthy();
  });

  it('offers "Resend OTP" for the phone code at 30 s and sends a new one', async () => {
    const { environment } = renderDialog();
    await screen.findByRole('dialog', { name: 'Enter OTP' });
    enterCode('424242');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await act(async () => {});
    await resolveWith(environment, { VerifyGstCodePayload: () => ({ verified: true, userErrors: [] }) });
    await resolveWith(environment, { RequestPhoneCodePayload: () => ({ otpSession: 'PHONE1', userErrors: [] }) });
    await seconds(30);
    expect(boxes()).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { phone: '9812345678', countryCode: 'PLUS_91' },
    });
    await resolveWith(environment, {
      RequestPhoneCodePayload: () => ({
        otpSession: null,
        userErrors: [{ field: null, code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Please try again later.' }],
      }),
    });
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please try again later.');
  });
});
