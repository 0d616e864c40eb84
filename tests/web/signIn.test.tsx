import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GoogleSignInButton } from '../../web/src/components/GoogleSignInButton.tsx';
import {
  ForgotPasswordPage,
  ForgotPasswordPageQuery,
} from '../../web/src/pages/ForgotPasswordPage/ForgotPasswordPage.tsx';
import { LoginPage } from '../../web/src/pages/LoginPage/LoginPage.tsx';
import { SignWithOtpPage } from '../../web/src/pages/SignWithOtpPage/SignWithOtpPage.tsx';
import persistedOperations from '../../gateway/src/__generated__/persisted-operations.json';
import { renderStorefront, resolveWith, type MockEnvironment } from '../helpers/renderStorefront.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${name}`), { selector: 'input' }), { target: { value } });
const click = (name: string | RegExp) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));
const refused = (code: string, message: string, field: string[] | null = null) => ({
  userErrors: [{ field, code, message }],
});

describe('Sign In with Email', () => {
  const renderLogin = (url = '/login') => renderStorefront(<LoginPage />, { path: '/login', url: url });

  async function signIn(environment: MockEnvironment, password = 'Wrong@123') {
    type('Email', 'demo@example.com');
    type('Password', password);
    await click('Sign In');
    return environment.mock.getMostRecentOperation();
  }

  it('says "Incorrect email or password" for any refusal and for a failed request', async () => {
    const { environment } = renderLogin();
    const operation = await signIn(environment);
    expect(operation.request.node.params.name).toBe('useSignInWithEmailMutation');
    expect(operation.request.variables).toEqual({ input: { email: 'demo@example.com', password: 'Wrong@123' } });
    const document = (persistedOperations as Record<string, string>)[operation.request.node.params.id!];
    expect(document).toMatch(/^mutation useSignInWithEmailMutation/);
    expect(document).not.toMatch(/\bsession\b/);
    await resolveWith(environment, {
      SignInWithEmailPayload: () => refused('INVALID_CREDENTIALS', 'Incorrect email or password'),
    });
    expect(screen.getByRole('alert').textContent).toBe('Incorrect email or password');

    await signIn(environment);
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('The server answered 502')));
    expect(screen.getByRole('alert').textContent).toBe('Incorrect email or password');

    await signIn(environment);
    await resolveWith(environment, {
      SignInWithEmailPayload: () => refused('INVALID_INPUT', 'Please enter a valid email address'),
    });
    expect(screen.getByRole('alert').textContent).toBe('Incorrect email or password');
  });

  it('shows the throttle its own message', async () => {
    const { environment } = renderLogin();
    await signIn(environment);
    await resolveWith(environment, {
      SignInWithEmailPayload: () => refused('TOO_MANY_ATTEMPTS', 'Too many attempts. Please try again later.'),
    });
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please try again later.');
  });

  it('checks the fields before sending, with the hint for the address', async () => {
    const { environment } = renderLogin();
    expect(screen.getByText("Please enter a valid email address with at least one '.'")).toBeTruthy();
    await click('Sign In');
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    type('Email', 'demo@example');
    await click('Sign In');
    expect(screen.getAllByText("Please enter a valid email address with at least one '.'")).toHaveLength(1);
    expect(screen.getByLabelText(/^Email/, { selector: 'input' }).getAttribute('aria-invalid')).toBe('true');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('returns the shopper to ?redirect= once signed in', async () => {
    const { environment } = renderLogin('/login?redirect=%2Fmy-account');
    await signIn(environment, 'Demo@1234');
    await resolveWith(environment, { SignInWithEmailPayload: () => ({ userErrors: [] }) });
    expect(screen.getByText('at /my-account')).toBeTruthy();
  });

  it('shows and hides the password with a named button; links keep the redirect', () => {
    renderLogin('/login?redirect=%2Fmy-account');
    const password = screen.getByLabelText(/^Password/, { selector: 'input' });
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
    const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href(/Forgot Password/)).toBe('/forget-password?redirect=%2Fmy-account');
    expect(href('Continue with OTP')).toBe('/sign-with-otp?redirect=%2Fmy-account');
    expect(href('Sign Up')).toBe('/sign-up-with-email?redirect=%2Fmy-account');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
  });
});

describe('Continue to B2B Market (phone)', () => {
  const renderPhone = () =>
    renderStorefront(<SignWithOtpPage />, { path: '/sign-with-otp', url: '/sign-with-otp?redirect=%2Fcart' });

  it('sends the number as typed and goes to the code screen with the redirect', async () => {
    const { environment } = renderPhone();
    type('Phone Number', '9876500004');
    await click('GET OTP');
    expect(screen.getByRole('button', { name: /Getting OTP/ }).hasAttribute('disabled')).toBe(true);
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ input: { phone: '9876500004' } });
    await resolveWith(environment, { RequestPhoneCodePayload: () => ({ otpSession: 'S1', userErrors: [] }) });
    expect(screen.getByText('at /otp-snd/9876500004/S1?redirect=%2Fcart')).toBeTruthy();
  });

  it('links an existing password account to /login; shows other messages; "Failed to send OTP" when the call fails', async () => {
    const { environment } = renderPhone();
    type('Phone Number', '9876543210');
    await click('GET OTP');
    const alreadyExists = refused('ALREADY_EXISTS', 'User Already Exist You Can Login', ['input', 'phone']);
    await resolveWith(environment, { RequestPhoneCodePayload: () => ({ otpSession: null, ...alreadyExists }) });
    const link = screen.getByRole('link', { name: 'User Already Exist You Can Login' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Fcart');

    type('Phone Number', '98765');
    await click('GET OTP');
    await resolveWith(environment, {
      RequestPhoneCodePayload: () => ({
        otpSession: null,
        userErrors: [{ field: ['input', 'phone'], code: 'INVALID_INPUT', message: 'Phone number must be 10 digits' }],
      }),
    });
    expect(screen.getByText('Phone number must be 10 digits')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'User Already Exist You Can Login' })).toBeNull();

    await click('GET OTP');
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('offline')));
    expect(screen.getByRole('alert').textContent).toBe('Failed to send OTP');
  });
});

describe('Reset Your Password', () => {
  it('asks for the e-mail, then shows the API\'s message, or the userError, or "Something went wrong"', async () => {
    const { environment } = renderStorefront(<ForgotPasswordPage />, {
      path: '/forget-password',
      url: '/forget-password',
    });
    await click('Send Reset Link');
    expect(screen.getByText('Please enter your email')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    type('Email', 'demo@example.com');
    await click('Send Reset Link');
    expect(screen.getByRole('button', { name: /Sending\.\.\./ })).toBeTruthy();
    await resolveWith(environment, {
      RequestPasswordResetPayload: () => ({ message: 'Password reset link sent to your email', userErrors: [] }),
    });
    expect(screen.getByRole('status').textContent).toBe('Password reset link sent to your email');

    await click('Send Reset Link');
    await resolveWith(environment, {
      RequestPasswordResetPayload: () => ({ message: null, ...refused('TOO_MANY_ATTEMPTS', 'Too many attempts') }),
    });
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts');
    expect(screen.queryByRole('status')).toBeNull();

    await click('Send Reset Link');
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('offline')));
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong');
  });
});

describe('Set a new password (the reset link)', () => {
  /** The page opened from a link: its route query asks what the link can do (VALID unless told). */
  async function renderLink(link: { status: string; message: string | null } = { status: 'VALID', message: null }) {
    const view = await renderStorefront(<ForgotPasswordPage />, {
      path: '/forget-password',
      url: '/forget-password?token=T1',
      query: ForgotPasswordPageQuery,
      variables: { token: 'T1' },
    });
    expect(view.environment.mock.getMostRecentOperation().request.variables).toEqual({ token: 'T1' });
    await resolveWith(view.environment, { PasswordResetLink: () => link });
    return view;
  }

  it('a used, expired or unknown link says so when it is opened, with the e-mail form', async () => {
    await renderLink({ status: 'USED', message: 'This password reset link has already been used' });
    expect(screen.queryByRole('heading', { name: 'Set a new password' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Reset Your Password' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'This password reset link has already been used. Send yourself a new link below.',
    );
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeTruthy();
  });

  async function setPassword(password: string, confirmation = password) {
    type('New Password', password);
    type('Confirm Password', confirmation);
    await click('Set Password');
  }

  it('applies the sign-up rules before sending, then sends the token with the passwords and goes to /login', async () => {
    const { environment } = await renderLink();
    expect(screen.getByRole('heading', { name: 'Set a new password' })).toBeTruthy();
    await click('Set Password');
    expect(screen.getByText('Password is required')).toBeTruthy();
    await setPassword('short');
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    await setPassword('Fresh@2026', 'Fresh@2025');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await setPassword('Fresh@2026');
    expect(screen.getByRole('button', { name: /Saving\.\.\./ })).toBeTruthy();
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useResetPasswordMutation');
    expect(operation.request.variables).toEqual({
      input: { token: 'T1', password: 'Fresh@2026', confirmPassword: 'Fresh@2026' },
    });
    await resolveWith(environment, { ResetPasswordPayload: () => ({ userErrors: [] }) });
    expect(screen.getByText('at /login?notice=password-changed')).toBeTruthy();
  });

  it('a link that lapsed while the form was open says so on sending and offers the e-mail form; other refusals stay on the form', async () => {
    const { environment } = await renderLink();
    await setPassword('Fresh@2026');
    await resolveWith(environment, {
      ResetPasswordPayload: () => refused('TOO_MANY_ATTEMPTS', 'Too many attempts'),
    });
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts');

    await setPassword('Fresh@2026');
    await resolveWith(environment, {
      ResetPasswordPayload: () => refused('RESET_LINK_EXPIRED', 'This password reset link has expired'),
    });
    expect(screen.getByRole('heading', { name: 'Reset Your Password' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'This password reset link has expired. Send yourself a new link below.',
    );
    type('Email', 'demo@example.com');
    await click('Send Reset Link');
    await resolveWith(environment, {
      RequestPasswordResetPayload: () => ({ message: 'Password reset link sent to your email', userErrors: [] }),
    });
    expect(screen.getByRole('status').textContent).toBe('Password reset link sent to your email');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Continue with Google (sandbox chooser)', () => {
  async function choose(environment: MockEnvironment, credential: Response) {
    const fetchMock = vi.fn(async () => credential.clone());
    vi.stubGlobal('fetch', fetchMock);
    await click('Continue with Google');
    expect(await screen.findByRole('dialog', { name: 'Sign in with Google (development sandbox)' })).toBeTruthy();
    expect(screen.getByText('Development sandbox')).toBeTruthy();
    expect(
      screen.getByText(/^This is the development sandbox, not Google: it signs you in as whatever e-mail you type/),
    ).toBeTruthy();
    type('Email', 'anil@example.org');
    type('Name', 'Anil Kumar');
    await click('Continue');
    expect(fetchMock).toHaveBeenCalledWith(
      '/dev/google/credential',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ email: 'anil@example.org', name: 'Anil Kumar' }),
      }),
    );
    return environment.mock.getAllOperations().at(-1);
  }

  const renderButton = () =>
    renderStorefront(<GoogleSignInButton />, { path: '/login', url: '/login?redirect=%2Fmy-account' });

  it('says "Failed to retrieve authentication token" when the chooser gives no credential', async () => {
    const { environment } = renderButton();
    const operation = await choose(environment, Response.json({ message: 'nope' }, { status: 400 }));
    expect(operation).toBeUndefined();
    expect(screen.getByRole('alert').textContent).toBe('Failed to retrieve authentication token');
  });

  it('signs in with the credential: a refusal reads "Failed to sign in with Google", success returns the shopper', async () => {
    const { environment } = renderButton();
    const operation = await choose(environment, Response.json({ credential: 'header.payload.signature' }));
    expect(operation!.request.variables).toEqual({ input: { credential: 'header.payload.signature' } });
    await resolveWith(environment, {
      SignInWithGooglePayload: () => refused('INVALID_CREDENTIALS', 'Failed to sign in with Google'),
    });
    expect(screen.getByRole('alert').textContent).toBe('Failed to sign in with Google');

    await click('Continue');
    await resolveWith(environment, {
      SignInWithGooglePayload: () => refused('ALREADY_EXISTS', 'An account with this email already exists.'),
    });
    expect(screen.getByRole('alert').textContent).toBe('An account with this email already exists.');

    await click('Continue');
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('offline')));
    expect(screen.getByRole('alert').textContent).toBe('Failed to sign in with Google');

    await click('Continue');
    await resolveWith(environment, { SignInWithGooglePayload: () => ({ userErrors: [] }) });
    expect(screen.getByText('at /my-account')).toBeTruthy();
  });
});
