// Create Account posted without the app: the names of its forms that the page's action answers (ServerFormName.tsx),
// and of the steps past the first that the page is rendered at (a reply's `step`).

export const SIGN_UP_FORMS = {
  details: 'sign-up-details',
  business: 'sign-up-business',
  gstCode: 'sign-up-gst-code',
  gstResend: 'sign-up-gst-resend',
  phoneCode: 'sign-up-phone-code',
  phoneResend: 'sign-up-phone-resend',
} as const;

export const SIGN_UP_STEPS = { business: 'business', gstCode: 'gst-code', phoneCode: 'phone-code' } as const;

export type SignUpStep = (typeof SIGN_UP_STEPS)[keyof typeof SIGN_UP_STEPS];
