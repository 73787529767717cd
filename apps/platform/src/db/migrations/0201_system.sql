CREATE TABLE merchant_settings (
  merchant_id integer PRIMARY KEY REFERENCES merchants (id) ON DELETE CASCADE,
  currency text NOT NULL,
  currency_symbol text NOT NULL
);

CREATE TABLE customer_service_channels (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  token text NOT NULL,
  titles jsonb NOT NULL,
  url text NOT NULL,
  sequence smallint NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX customer_service_channels_token ON customer_service_channels (merchant_id, token);
