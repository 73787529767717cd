CREATE TABLE wallets (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  code text NOT NULL,
  balance bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT wallets_balance_not_negative CHECK (balance >= 0)
);
CREATE UNIQUE INDEX wallets_member_code ON wallets (member_id, code);

CREATE TABLE ledger (
  id bigserial PRIMARY KEY,
  wallet_id bigint NOT NULL REFERENCES wallets (id),
  amount bigint NOT NULL,
  balance_after bigint NOT NULL,
  kind text NOT NULL CHECK (kind IN ('seed', 'free_play_credit', 'bet', 'win', 'transfer_out', 'transfer_in')),
  idempotency_key text NOT NULL UNIQUE,
  reference text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_amount_not_zero CHECK (amount <> 0)
);
CREATE INDEX ledger_wallet ON ledger (wallet_id);
CREATE INDEX ledger_reference ON ledger (reference);
