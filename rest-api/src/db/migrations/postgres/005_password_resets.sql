-- Password reset links: a digest of each e-mailed token, single use (usedAt), valid until expiresAt.
CREATE TABLE password_resets (
  tokenDigest TEXT COLLATE "C" PRIMARY KEY,
  userId TEXT COLLATE "C" NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expiresAt BIGINT NOT NULL,
  usedAt BIGINT
);
