-- A list's share link carries a random token (given on the owner's first read of the list); a private list's link
-- opens for its owner only.
ALTER TABLE lists ADD COLUMN shareToken TEXT COLLATE "C" UNIQUE;
ALTER TABLE lists ADD COLUMN isPrivate BIGINT NOT NULL DEFAULT 0;
