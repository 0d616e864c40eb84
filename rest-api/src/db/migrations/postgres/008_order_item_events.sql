-- Each fulfilment step an order line reached (1 shipped, 2 out for delivery, 3 delivered) and when: one row per step,
-- so a retried step writes nothing more.
CREATE TABLE order_item_events (
  orderId TEXT COLLATE "C" NOT NULL,
  productId TEXT COLLATE "C" NOT NULL,
  status BIGINT NOT NULL CHECK (status BETWEEN 1 AND 3),
  reachedAt BIGINT NOT NULL,
  PRIMARY KEY (orderId, productId, status),
  FOREIGN KEY (orderId, productId) REFERENCES order_items(orderId, productId) ON DELETE CASCADE
);
