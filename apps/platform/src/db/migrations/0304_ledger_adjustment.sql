-- Operator adjustments (the admin `credit` command): money put in by hand, still one ledger row each.
ALTER TABLE ledger DROP CONSTRAINT ledger_kind_check;
ALTER TABLE ledger ADD CONSTRAINT ledger_kind_check
  CHECK (kind IN ('seed', 'free_play_credit', 'bet', 'win', 'transfer_out', 'transfer_in', 'adjustment'));
