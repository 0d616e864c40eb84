-- A captured payment ends in an order or a refund: when its signature was verified, and the refund of one that
-- ended without an order (the provider's, on the payment order; the marketplace's record, with its reason).
ALTER TABLE payment_orders ADD COLUMN verifiedAt BIGINT;
ALTER TABLE payment_orders ADD COLUMN refundId TEXT COLLATE "C" UNIQUE;
ALTER TABLE payment_orders ADD COLUMN refundedAt BIGINT;

CREATE TABLE payment_refunds (
  refundId TEXT COLLATE "C" PRIMARY KEY,
  paymentOrderId TEXT COLLATE "C" NOT NULL UNIQUE REFERENCES payment_orders(id),
  userId TEXT COLLATE "C" NOT NULL REFERENCES users(id),
  amount BIGINT NOT NULL CHECK (amount > 0),
  reason TEXT NOT NULL,
  createdAt BIGINT NOT NULL
);
