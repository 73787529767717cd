CREATE TABLE game_vendors (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  code text NOT NULL,
  account_type_name text NOT NULL,
  display_name text NOT NULL,
  game_type text NOT NULL,
  sort_order integer NOT NULL
);
CREATE UNIQUE INDEX game_vendors_merchant_type_code ON game_vendors (merchant_id, game_type, code);

CREATE TABLE games (
  id bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  vendor_id integer NOT NULL REFERENCES game_vendors (id),
  node_id text NOT NULL,
  game_code text NOT NULL,
  name_en text NOT NULL,
  name_ty text NOT NULL,
  search_text text NOT NULL,
  category text NOT NULL,
  game_type text NOT NULL,
  classify text,
  min_bet bigint NOT NULL CHECK (min_bet > 0),
  min_line integer NOT NULL,
  is_new boolean NOT NULL DEFAULT false,
  hot_rank integer,
  sort_order integer NOT NULL,
  support_play text
);
CREATE UNIQUE INDEX games_merchant_node ON games (merchant_id, node_id);
CREATE INDEX games_merchant_category ON games (merchant_id, category, sort_order);
CREATE INDEX games_vendor ON games (vendor_id);

CREATE TABLE lottery_games (
  game_id bigint PRIMARY KEY REFERENCES games (id),
  game_group_id integer NOT NULL,
  lotto_mode text NOT NULL,
  prize_modes jsonb NOT NULL,
  region text CHECK (region IN ('NORTH', 'CENTRAL', 'SOUTH')),
  draw_interval_seconds integer NOT NULL CHECK (draw_interval_seconds > 0),
  draw_offset_seconds integer NOT NULL DEFAULT 0,
  draw_days smallint NOT NULL DEFAULT 127
);

CREATE TABLE favourite_games (
  member_id bigint NOT NULL REFERENCES members (id),
  game_id bigint NOT NULL REFERENCES games (id),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, game_id)
);

CREATE TABLE recent_games (
  member_id bigint NOT NULL REFERENCES members (id),
  game_id bigint NOT NULL REFERENCES games (id),
  played_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX recent_games_member_played ON recent_games (member_id, played_at);

CREATE TABLE game_launches (
  id bigserial PRIMARY KEY,
  ticket_hash text NOT NULL UNIQUE,
  play_token_hash text UNIQUE,
  member_id bigint NOT NULL REFERENCES members (id),
  merchant_id integer NOT NULL REFERENCES merchants (id),
  session_id bigint NOT NULL REFERENCES sessions (id),
  game_id bigint NOT NULL REFERENCES games (id),
  wallet_id bigint NOT NULL REFERENCES wallets (id),
  account_type smallint NOT NULL CHECK (account_type IN (0, 1)),
  language text NOT NULL CHECK (language IN ('EN', 'TY')),
  created_at timestamptz NOT NULL,
  ticket_expires_at timestamptz NOT NULL,
  redeemed_at timestamptz,
  play_expires_at timestamptz
);

CREATE TABLE game_rounds (
  id bigserial PRIMARY KEY,
  launch_id bigint NOT NULL REFERENCES game_launches (id),
  wallet_id bigint NOT NULL REFERENCES wallets (id),
  round_id text NOT NULL,
  bet bigint NOT NULL CHECK (bet > 0),
  win bigint NOT NULL CHECK (win >= 0),
  reels text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX game_rounds_wallet_round ON game_rounds (wallet_id, round_id);
