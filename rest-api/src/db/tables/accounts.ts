import type { Generated } from 'kysely';

export interface UsersTable {
  id: string;
  customDocId: string;
  name: string;
  email: string | null;
  emailVerified: Generated<number>;
  phone: string | null;
  passwordHash: string | null;
  coin: Generated<number>;
  profileUrl: string | null;
  referralCode: string | null;
  gstNumber: string | null;
  gstUsername: string | null;
  gstVerified: Generated<number>;
  googleSubject: string | null;
  createdAt: number;
}

export interface RateEventsTable {
  /** SQLite's implicit rowid; an identity column on PostgreSQL. */
  rowid: Generated<number>;
  bucket: string;
  at: number;
}

export interface SessionsTable {
  tokenDigest: string;
  userId: string;
  expiresAt: number;
}

export interface VerificationsTable {
  tokenDigest: string;
  channel: string;
  target: string;
  expiresAt: number;
}

export interface PasswordResetsTable {
  tokenDigest: string;
  userId: string;
  expiresAt: number;
  usedAt: number | null;
}

export interface OtpCodesTable {
  /** SQLite's implicit rowid; an identity column on PostgreSQL. */
  rowid: Generated<number>;
  session: string;
  channel: string;
  target: string;
  code: string;
  expiresAt: number;
  usedAt: number | null;
  failedAttempts: Generated<number>;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  code: string | null;
  createdAt: number;
}

export interface UploadsTable {
  id: string;
  userId: string;
  mimeType: string;
  data: string;
  createdAt: number;
}

/**
 * Shoppers' accounts: users, sessions, sign-in rate events, verifications, password resets, one-time codes, the
 * sandbox outbox and uploads.
 */
export interface AccountTables {
  users: UsersTable;
  rate_events: RateEventsTable;
  sessions: SessionsTable;
  verifications: VerificationsTable;
  password_resets: PasswordResetsTable;
  otp_codes: OtpCodesTable;
  outbox: OutboxTable;
  uploads: UploadsTable;
}
