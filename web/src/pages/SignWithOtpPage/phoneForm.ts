// "Continue to B2B Market"'s rule and the next screen, for the page and its post without the app (signWithOtpAction.ts).
import { z } from '../../forms/zod.ts';

// The original screen shows no validation here: the number goes as typed and the API's messages come back as userErrors.
export const phoneSchema = z.object({ phone: z.string().trim() });

export const SEND_FAILED = 'Failed to send OTP';

/** The code's screen for a number and the session its code belongs to. */
export const codePath = (phone: string, otpSession: string) =>
  `/otp-snd/${encodeURIComponent(phone)}/${encodeURIComponent(otpSession)}`;
