// Sign-up steps shared by the auth and account tests, driven through the API like a client would.
import type { TestApi } from './api.ts';

let serial = 0;
/** A phone number and e-mail no other test (in this process) uses. */
export function uniqueContact(tag: string) {
  serial += 1;
  const n = `${process.pid % 1000}`.padStart(3, '0') + `${serial}`.padStart(4, '0');
  return { number: `900${n}`, email: `${tag}.${n}@example.org` };
}

/** A six-digit code that is not `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** /otp-send then /otp-check with the code from the outbox; a new number's answer carries its verificationToken. */
export async function verifyPhone(api: TestApi, number: string, code: '91' | '97' = '91') {
  const sent = await api.post('/otp-send', { number, code });
  if (sent.status !== 200) throw new Error(`otp-send: ${sent.status} ${JSON.stringify(sent.body)}`);
  return api.post('/otp-check', {
    otp: await api.lastCode(`+${code}${number}`),
    otpSession: sent.body.otpSession,
    number,
    code,
  });
}

/** The verificationToken of a new number, through /otp-send and /otp-check. */
export async function phoneVerificationToken(api: TestApi, number: string, code: '91' | '97' = '91'): Promise<string> {
  const res = await verifyPhone(api, number, code);
  if (res.status !== 200) throw new Error(`otp-check: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.verificationToken;
}

/** A new phone account (unverified e-mail) through the whole phone flow; returns its token. */
export async function phoneAccount(api: TestApi, tag: string, name = 'Meera Iyer') {
  const { number, email } = uniqueContact(tag);
  const verificationToken = await phoneVerificationToken(api, number);
  const res = await api.post('/sign-up-with-personal-details', { name, email, phone: number, verificationToken });
  if (res.status !== 201) throw new Error(`sign-up: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.token as string, number, email };
}

/** /send-verification-email then /verify-otp with the code from the outbox. */
export async function verifyEmail(api: TestApi, token: string, email: string) {
  const sent = await api.post('/send-verification-email', {}, { token });
  if (sent.status !== 200) throw new Error(`send-verification-email: ${sent.status} ${JSON.stringify(sent.body)}`);
  const res = await api.post('/verify-otp', { otp: await api.lastCode(email) }, { token });
  if (res.status !== 200) throw new Error(`verify-otp: ${res.status} ${JSON.stringify(res.body)}`);
}

/** The verificationToken of a new e-mail address for the account of `token`: /new-email-send-otp, /new-email-verify-otp. */
export async function emailVerificationToken(
  api: TestApi,
  token: string,
  newEmail: string,
  headers?: Record<string, string>,
): Promise<string> {
  const sent = await api.post('/new-email-send-otp', { newEmail }, { token, headers });
  if (sent.status !== 200) throw new Error(`new-email-send-otp: ${sent.status} ${JSON.stringify(sent.body)}`);
  const otp = await api.lastCode(newEmail.toLowerCase());
  const res = await api.post('/new-email-verify-otp', { newEmail, otp }, { token, headers });
  if (res.status !== 200) throw new Error(`new-email-verify-otp: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.verificationToken;
}
