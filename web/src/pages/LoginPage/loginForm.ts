// "Sign In with Email"'s rules and wording, for the page and for its post without the app (loginAction.ts).
import { EMAIL_HINT, EMAIL_PATTERN } from '../../forms/fields.ts';
import { z } from '../../forms/zod.ts';
import type { UserError } from '../../mutations/useCommit.ts';

export const SIGN_IN_FAILED = 'Incorrect email or password';

/** Every refusal reads the same (and shows as the form's message), except the throttle's own message. */
export const reword = (error: UserError) => ({
  message: error.code === 'TOO_MANY_ATTEMPTS' ? error.message : SIGN_IN_FAILED,
});

export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').regex(EMAIL_PATTERN, EMAIL_HINT),
  password: z.string().min(1, 'Password is required'),
});
