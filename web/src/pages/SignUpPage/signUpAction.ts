import { codeSchema } from '../../forms/fields.ts';
import { formsAction, serverForm, type FormDraft, type Submission, type Submitted } from '../../forms/formAction.ts';
import type { FormStep } from '../../forms/formReply.ts';
import { z } from '../../forms/zod.ts';
import { signInWithNotice } from '../LoginPage/signInNotice.ts';
import { SIGN_UP_FORMS, SIGN_UP_STEPS, type SignUpStep } from './signUpForms.ts';
import { businessDetailsSchema, fullPhone, userDetailsSchema, type UserDetails } from './signUpSchema.ts';
import {
  confirmGstCode,
  registerAccount,
  sendGstCode,
  sendPhoneCode,
  signUpCommitsIn,
  type GstCodeRequest,
} from './signUpSteps.ts';

/** What the earlier steps took, kept on the server between the posts (the password among it: never in a reply). */
interface SignUpDraft {
  details: UserDetails;
  gst?: GstCodeRequest;
  phoneSession?: string;
}
type WithGst = SignUpDraft & { gst: GstCodeRequest };
type WithPhoneCode = WithGst & { phoneSession: string };

/** When the kept details are gone (ten minutes, or another browser): step one again, with this. */
const SIGN_UP_EXPIRED = 'Your sign-up has expired. Please enter your details again.';

async function kept(draft: FormDraft): Promise<SignUpDraft | null> {
  const value = await draft.read();
  return value === null ? null : (JSON.parse(value) as SignUpDraft);
}

async function keep(draft: FormDraft, value: SignUpDraft) {
  await draft.keep(JSON.stringify(value));
  return value;
}

/** The page at `name`, showing what it needs of the earlier steps. */
const stepOf = (name: SignUpStep, { details, gst }: SignUpDraft): FormStep => ({
  name,
  shows: { officialPhone: fullPhone(details), ...(gst ? { gstNumber: gst.gstNumber } : {}) },
});

const always = (value: SignUpDraft): value is SignUpDraft => value !== null;
const withGst = (value: SignUpDraft): value is WithGst => value.gst !== undefined;
const withPhoneCode = (value: SignUpDraft): value is WithPhoneCode =>
  withGst(value) && value.phoneSession !== undefined;
/** A resend: Resend OTP's own post, with no field it reads. */
const noFields = z.object({});

/**
 * The form `name` of the page at `step`, answered with what the earlier steps kept, when it has what the form needs
 * (`need`): else step one again, with SIGN_UP_EXPIRED. A refusal of its fields shows the page at `step` again.
 */
function stepForm<Schema extends z.ZodType, Kept extends SignUpDraft>(
  name: string,
  step: SignUpStep,
  schema: Schema,
  need: (value: SignUpDraft) => value is Kept,
  submit: (input: z.output<Schema>, value: Kept, submission: Submission) => Promise<Submitted>,
) {
  const usable = async ({ draft }: Submission) => {
    const value = await kept(draft);
    return value && need(value) ? value : null;
  };
  return serverForm(
    name,
    schema,
    async (input, submission) => {
      const value = await usable(submission);
      return value ? submit(input, value, submission) : { errors: { root: SIGN_UP_EXPIRED } };
    },
    {
      step: async (submission) => {
        const value = await usable(submission);
        return value ? stepOf(step, value) : undefined;
      },
    },
  );
}

/** A code for the GSTIN sent (step two's Verify, or Resend OTP): the page at its code; else at `step`, with the message. */
async function gstCodeSent(
  value: SignUpDraft,
  { gstUsername, gstNumber }: GstCodeRequest | z.output<typeof businessDetailsSchema>,
  { environment, draft }: Submission,
  step: SignUpStep,
): Promise<Submitted> {
  const sent = await sendGstCode(signUpCommitsIn(environment), { gstUsername, gstNumber });
  if ('errors' in sent) return { errors: sent.errors, step: stepOf(step, value) };
  const next = await keep(draft, { details: value.details, gst: sent.request });
  return { step: stepOf(SIGN_UP_STEPS.gstCode, next), notice: sent.message };
}

/** A code for the official phone sent: the page at its code. */
async function phoneCodeSent(value: WithGst, phoneSession: string, { draft }: Submission): Promise<Submitted> {
  const next = await keep(draft, { ...value, phoneSession });
  return { step: stepOf(SIGN_UP_STEPS.phoneCode, next), notice: 'OTP sent successfully' };
}

/**
 * /sign-up-with-email posted without the app, step by step (signUpSteps.ts, as the app runs them): the user's details
 * are kept on the server (FormDraft: the password is never written into a page), the GSTIN's code is sent and
 * checked, then the official phone's, and the account is registered: 303 to /login, which says so.
 */
export const signUpAction = formsAction(
  serverForm(SIGN_UP_FORMS.details, userDetailsSchema, async (details, { draft }) => ({
    step: stepOf(SIGN_UP_STEPS.business, await keep(draft, { details })),
  })),
  stepForm(SIGN_UP_FORMS.business, SIGN_UP_STEPS.business, businessDetailsSchema, always, (gst, value, submission) =>
    gstCodeSent(value, gst, submission, SIGN_UP_STEPS.business),
  ),
  stepForm(SIGN_UP_FORMS.gstResend, SIGN_UP_STEPS.gstCode, noFields, withGst, (_, value, submission) =>
    gstCodeSent(value, value.gst, submission, SIGN_UP_STEPS.gstCode),
  ),
  stepForm(SIGN_UP_FORMS.gstCode, SIGN_UP_STEPS.gstCode, codeSchema, withGst, async ({ otp }, value, submission) => {
    const commits = signUpCommitsIn(submission.environment);
    const answer = await confirmGstCode(commits, value.details, value.gst, otp.join(''));
    if ('message' in answer) return { errors: { otp: answer.message }, step: stepOf(SIGN_UP_STEPS.gstCode, value) };
    return phoneCodeSent(value, answer.phoneSession, submission);
  }),
  stepForm(
    SIGN_UP_FORMS.phoneResend,
    SIGN_UP_STEPS.phoneCode,
    noFields,
    withPhoneCode,
    async (_, value, submission) => {
      const sent = await sendPhoneCode(signUpCommitsIn(submission.environment), value.details);
      if ('message' in sent) return { errors: { otp: sent.message }, step: stepOf(SIGN_UP_STEPS.phoneCode, value) };
      return phoneCodeSent(value, sent.phoneSession, submission);
    },
  ),
  stepForm(
    SIGN_UP_FORMS.phoneCode,
    SIGN_UP_STEPS.phoneCode,
    codeSchema,
    withPhoneCode,
    async ({ otp }, value, { environment, draft }) => {
      const commits = signUpCommitsIn(environment);
      const message = await registerAccount(commits, value.details, value.gst, value.phoneSession, otp.join(''));
      if (message) return { errors: { otp: message }, step: stepOf(SIGN_UP_STEPS.phoneCode, value) };
      await draft.drop();
      return signInWithNotice('registered');
    },
  ),
);
