import type { RouteObject } from 'react-router-dom';
import ForgotPasswordPageQuery from '../../pages/ForgotPasswordPage/__generated__/ForgotPasswordPageQuery$parameters.ts';
import type { ForgotPasswordPageQuery as ForgotPasswordPageQueryType } from '../../pages/ForgotPasswordPage/__generated__/ForgotPasswordPageQuery.graphql.ts';
import { loadRouteQuery } from '../../relay/routeQuery.ts';

const forgotPasswordPage = async () =>
  (await import('../../pages/ForgotPasswordPage/ForgotPasswordPage.tsx')).ForgotPasswordPage;

/**
 * The public sign-up and sign-in screens. They need no data (no route query) but the reset link's
 * state, asked only when /forget-password is opened from a link (`?token=`); each is its own lazily loaded chunk.
 * A `?redirect=` travels through every flow (see session/redirect.ts). A form's `action` answers it posted without
 * the app (forms/formAction.ts), and is loaded only then.
 */
export const authRoutes: RouteObject[] = [
  {
    path: 'sign-with-otp',
    lazy: {
      Component: async () => (await import('../../pages/SignWithOtpPage/SignWithOtpPage.tsx')).SignWithOtpPage,
      action: async () => (await import('../../pages/SignWithOtpPage/signWithOtpAction.ts')).signWithOtpAction,
    },
  },
  {
    path: 'otp-snd/:number/:otpSession',
    lazy: {
      Component: async () => (await import('../../pages/OtpPage/OtpPage.tsx')).OtpPage,
      action: async () => (await import('../../pages/OtpPage/otpAction.ts')).otpAction,
    },
  },
  {
    path: 'sign-up-with-email-personal-detail/:phone',
    lazy: {
      Component: async () =>
        (await import('../../pages/PersonalDetailsPage/PersonalDetailsPage.tsx')).PersonalDetailsPage,
      action: async () =>
        (await import('../../pages/PersonalDetailsPage/personalDetailsAction.ts')).personalDetailsAction,
    },
  },
  {
    path: 'sign-up-with-email',
    lazy: {
      Component: async () => (await import('../../pages/SignUpPage/SignUpPage.tsx')).SignUpPage,
      action: async () => (await import('../../pages/SignUpPage/signUpAction.ts')).signUpAction,
    },
  },
  {
    path: 'login',
    lazy: {
      Component: async () => (await import('../../pages/LoginPage/LoginPage.tsx')).LoginPage,
      action: async () => (await import('../../pages/LoginPage/loginAction.ts')).loginAction,
    },
  },
  {
    path: 'forget-password',
    loader: ({ request }) => {
      const token = new URL(request.url).searchParams.get('token');
      return token
        ? loadRouteQuery<ForgotPasswordPageQueryType>(
            'forgotPassword',
            ForgotPasswordPageQuery,
            { token },
            forgotPasswordPage,
          )
        : null;
    },
    lazy: {
      Component: forgotPasswordPage,
      action: async () => (await import('../../pages/ForgotPasswordPage/forgotPasswordAction.ts')).forgotPasswordAction,
    },
  },
];
