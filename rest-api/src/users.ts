import type { Deps } from './deps.ts';
import { refuse } from './refusals.ts';
import { newId } from './ids.ts';

export interface NewUser {
  name: string;
  email: string;
  phone?: string | null;
  passwordHash?: string | null;
  emailVerified?: boolean;
  referralCode?: string | null;
  gstNumber?: string | null;
  gstUsername?: string | null;
  gstVerified?: boolean;
  googleSubject?: string | null;
  profileUrl?: string | null;
}

/** Account look-ups and creation shared by every sign-up path (prepare once per router). */
export function userStore(deps: Deps) {
  const idByEmail = deps.db.prepare<[string], { id: string }>(`SELECT id FROM users WHERE email = ?`);
  const idByPhone = deps.db.prepare<[string], { id: string }>(`SELECT id FROM users WHERE phone = ?`);
  const insert = deps.db.prepare(
    `INSERT INTO users (id, customDocId, name, email, emailVerified, phone, passwordHash, referralCode, gstNumber,
       gstUsername, gstVerified, googleSubject, profileUrl, createdAt)
     VALUES (@id, @customDocId, @name, @email, @emailVerified, @phone, @passwordHash, @referralCode, @gstNumber,
       @gstUsername, @gstVerified, @googleSubject, @profileUrl, @createdAt)`,
  );

  const findByEmail = (email: string) => idByEmail.get(email)?.id;
  const findByPhone = (phone: string) => idByPhone.get(phone)?.id;

  return {
    findByEmail,
    findByPhone,
    /** Inserts a customer after checking the sign-up's duplicate rules; returns the new id. */
    create(user: NewUser): string {
      if (findByEmail(user.email)) throw refuse('EMAIL_TAKEN');
      if (user.phone && findByPhone(user.phone)) throw refuse('PHONE_TAKEN');
      const id = newId('USR');
      insert.run({
        id,
        customDocId: newId('CUST'),
        name: user.name,
        email: user.email,
        emailVerified: user.emailVerified ? 1 : 0,
        phone: user.phone ?? null,
        passwordHash: user.passwordHash ?? null,
        referralCode: user.referralCode || null,
        gstNumber: user.gstNumber ?? null,
        gstUsername: user.gstUsername ?? null,
        gstVerified: user.gstVerified ? 1 : 0,
        googleSubject: user.googleSubject ?? null,
        profileUrl: user.profileUrl ?? null,
        createdAt: deps.clock.now(),
      });
      return id;
    },
  };
}
