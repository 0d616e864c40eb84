import type { Queries } from './db/queries.ts';
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

/** Account look-ups and creation shared by every sign-up path; `on` is a transaction to join. */
export function userStore(deps: Deps) {
  const idWhere = async (column: 'email' | 'phone', value: string, on: Queries) =>
    (await on.selectFrom('users').select('id').where(column, '=', value).executeTakeFirst())?.id;
  const findByEmail = (email: string, on: Queries = deps.queries) => idWhere('email', email, on);
  const findByPhone = (phone: string, on: Queries = deps.queries) => idWhere('phone', phone, on);

  return {
    findByEmail,
    findByPhone,
    /** Inserts a customer after checking the sign-up's duplicate rules; returns the new id. */
    async create(user: NewUser, on: Queries = deps.queries): Promise<string> {
      if (await findByEmail(user.email, on)) throw refuse('EMAIL_TAKEN');
      if (user.phone && (await findByPhone(user.phone, on))) throw refuse('PHONE_TAKEN');
      const id = newId('USR');
      await on
        .insertInto('users')
        .values({
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
        })
        .execute();
      return id;
    },
  };
}
