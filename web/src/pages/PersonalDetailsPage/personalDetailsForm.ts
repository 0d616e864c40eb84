// "Personal Details"'s rules, for the page and its post without the app (personalDetailsAction.ts).
import { emailField, nameField, optionalText } from '../../forms/fields.ts';
import { z } from '../../forms/zod.ts';

export const personalDetailsSchema = z.object({ name: nameField, email: emailField, referralCode: optionalText });

export const REGISTRATION_FAILED = 'Registration failed';
