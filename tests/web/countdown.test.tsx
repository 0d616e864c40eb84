// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OtpPage } from '../../web/src/pages/OtpPage/OtpPage.tsx';
import { GstOtpDialog, type GstCodeRequest } from '../../web/src/pages/SignUpPage/GstOtpDialog.tsx';
import type { UserDetails } from '../../web/src/pages/SignUpPage/signUpSchema.ts';
import { formatCountdown } from '../../web/src/useCountdown.ts';
import { renderScreen, resolveWith } from '../helpers/renderScreen.tsx';

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
  const renderOtp = () => renderScreen('/otp-snd/:number/:otpSession', '/otp-snd/9876500004/SESSION1?redirect=%2Fcart', <OtpPage />);

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
      VerifyPhoneCodePayload: () => ({ status: null, userErrors: [{ field: ['input', 'otp'], code: 'INVALID_CODE', message: 'Incorrect OTP' }] }),
    });
    expect(screen.getByRole('alert').textContent).toBe('Incorrect OTP');

    // A verified new number goes on to the personal details, with the redirect.
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
    name: 'Meera Iyer', email: 'meera@example.org', countryCode: '+91', phone: '9812345678', password: 'Secret@123', confirmPassword: 'Secret@123', referralCode: undefined,
  };

  function Harness() {
    const [request, setRequest] = useState<GstCodeRequest | null>({ gstUsername: 'meera_gst', gstNumber: '29ABCDE1234F1Z5', txn: 'TXN1' });
    return <GstOtpDialog request={request} details={details} onResent={(txn) => setRequest((r) => r && { ...r, txn })} onClose={() => setRequest(null)} />;
  }
  const renderDialog = () => renderScreen('/sign-up-with-email', '/sign-up-with-email', <Harness />);

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
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ input: { gstUsername: 'meera_gst', gstNumber: '29ABCDE1234F1Z5' } });
    await resolveWith(environment, { SendGstCodePayload: () => ({ txn: 'TXN2', message: 'OTP sent successfully', userErrors: [] }) });
    expect(screen.queryByText('Time exceeded')).toBeNull();
    expect(screen.queryByText('Failed to resend OTP')).toBeNull();
    expect(screen.getByText('01:00')).toBeTruthy();
    expect(boxes().map((box) => box.value)).toEqual(['', '', '', '', '', '']);

    // Confirm verifies the new txn and registers in one request.
    enterCode('424242');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await act(async () => {});
    const { request } = environment.mock.getMostRecentOperation();
    expect(request.node.params.name).toBe('useRegisterBusinessAccountMutation');
    expect(request.variables).toEqual({
      verify: { gstUsername: 'meera_gst', gstNumber: '29ABCDE1234F1Z5', otp: '424242', txn: 'TXN2' },
      register: {
        name: 'Meera Iyer', email: 'meera@example.org', countryCode: 'PLUS_91', phone: '9812345678', password: 'Secret@123', confirmPassword: 'Secret@123',
        gstUsername: 'meera_gst', gstNumber: '29ABCDE1234F1Z5', officialPhoneNumber: '+919812345678',
      },
    });
  });

  it('shows the verify message first, else the registration one, and goes to /login once registered', async () => {
    const { environment } = renderDialog();
    await screen.findByRole('dialog', { name: 'Enter OTP' });
    const confirmWith = async (verify: object, register: object) => {
      enterCode('424242');
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      await act(async () => {});
      await resolveWith(environment, { VerifyGstCodePayload: () => verify, RegisterBusinessAccountPayload: () => register });
    };
    const refused = (message: string) => ({ userErrors: [{ field: null, code: 'INVALID_INPUT', message }] });

    await confirmWith({ verified: false, ...refused('Invalid OTP') }, { registered: false, ...refused('GST Number is not verified') });
    expect(screen.getByRole('alert').textContent).toBe('Invalid OTP');
    await confirmWith({ verified: true, userErrors: [] }, { registered: false, ...refused('Email already exists') });
    expect(screen.getByRole('alert').textContent).toBe('Email already exists');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await act(async () => {});
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('The server answered 502')));
    expect(screen.getByRole('alert').textContent).toBe('Registration failed');
    await confirmWith({ verified: true, userErrors: [] }, { registered: true, userErrors: [] });
    expect(screen.getByText('at /login')).toBeTruthy();
  });
});
