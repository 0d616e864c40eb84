// The password reset's two forms, for the page and for their posts without the app (forgotPasswordAction.ts).
import { passwordField, PASSWORDS_DIFFER, samePasswords } from '../../forms/fields.ts';
import { z } from '../../forms/zod.ts';

/** "Reset Your Password": where to send the link. */
export const resetLinkSchema = z.object({ email: z.string().trim().min(1, 'Please enter your email') });

/** "Set a new password" (the sign-up password rules). */
export const newPasswordSchema = z
  .object({ password: passwordField, confirmPassword: z.string() })
  .refine(samePasswords, PASSWORDS_DIFFER);

export const RESET_FAILED = 'Something went wrong';
