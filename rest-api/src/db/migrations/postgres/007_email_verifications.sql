-- A new e-mail address is proved by a code before it goes on an account, as a new phone number is: its single-use
-- token is a verification of the channel 'email'.
ALTER TABLE verifications DROP CONSTRAINT verifications_channel_check;
ALTER TABLE verifications ADD CONSTRAINT verifications_channel_check CHECK (channel IN ('phone', 'gst', 'email'));
