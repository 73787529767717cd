CREATE TABLE merchants (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  brand_id text NOT NULL,
  name text NOT NULL,
  is_trial boolean NOT NULL DEFAULT false,
  parent_id integer REFERENCES merchants (id),
  maintenance boolean NOT NULL DEFAULT false,
  region_restriction boolean NOT NULL DEFAULT false,
  modules jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE members (
  id bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  username text NOT NULL,
  password_hash text NOT NULL,
  type smallint NOT NULL DEFAULT 0,
  nickname text,
  email text,
  country_dialing_code text,
  mobile text,
  affiliate_code text UNIQUE,
  parent_id bigint REFERENCES members (id),
  is_trial boolean NOT NULL DEFAULT false,
  first_time_login boolean NOT NULL DEFAULT true,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX members_merchant_username ON members (merchant_id, lower(username));
CREATE UNIQUE INDEX members_merchant_mobile ON members (merchant_id, country_dialing_code, mobile);

CREATE TABLE sessions (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  member_id bigint NOT NULL REFERENCES members (id),
  merchant_id integer NOT NULL REFERENCES merchants (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ended_at timestamptz,
  end_reason text,
  ip text
);
CREATE INDEX sessions_member ON sessions (member_id);

CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL
);

CREATE TABLE platform_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);
