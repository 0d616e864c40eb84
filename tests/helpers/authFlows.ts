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

/** /otp-send then /otp-check with the code from the outbox. */
export async function verifyPhone(api: TestApi, number: string) {
  const sent = await api.post('/otp-send', { number, code: '91' });
  if (sent.status !== 200) throw new Error(`otp-send: ${sent.status} ${JSON.stringify(sent.body)}`);
  return api.post('/otp-check', { otp: api.lastCode(`+91${number}`), otpSession: sent.body.otpSession, number });
}

/** A new phone account (unverified e-mail) through the whole phone flow; returns its token. */
export async function phoneAccount(api: TestApi, tag: string, name = 'Meera Iyer') {
  const { number, email } = uniqueContact(tag);
  await verifyPhone(api, number);
  const res = await api.post('/sign-up-with-personal-details', { name, email, phone: number });
  if (res.status !== 201) throw new Error(`sign-up: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.token as string, number, email };
}

/** /send-verification-email then /verify-otp with the code from the outbox. */
export async function verifyEmail(api: TestApi, token: string, email: string) {
  const sent = await api.post('/send-verification-email', {}, { token });
  if (sent.status !== 200) throw new Error(`send-verification-email: ${sent.status} ${JSON.stringify(sent.body)}`);
  const res = await api.post('/verify-otp', { otp: api.lastCode(email) }, { token });
  if (res.status !== 200) throw new Error(`verify-otp: ${res.status} ${JSON.stringify(res.body)}`);
}
