CREATE TABLE captchas (
  merchant_id integer NOT NULL REFERENCES merchants (id),
  client_id text NOT NULL,
  answer_hash text NOT NULL,
  dev_answer text,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, client_id)
);

CREATE TABLE sms_codes (
  id bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  purpose text NOT NULL CHECK (purpose IN ('register', 'nologin')),
  recipient text NOT NULL,
  code_hash text NOT NULL,
  attempts smallint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  resend_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE UNIQUE INDEX sms_codes_target ON sms_codes (merchant_id, purpose, recipient);

CREATE TABLE register_field_rules (
  merchant_id integer NOT NULL REFERENCES merchants (id),
  field text NOT NULL,
  enabled boolean NOT NULL,
  required boolean NOT NULL,
  accepted_pattern text NOT NULL,
  min_length integer NOT NULL CHECK (min_length >= 0),
  max_length integer NOT NULL CHECK (max_length >= min_length),
  pattern_id text NOT NULL,
  PRIMARY KEY (merchant_id, field)
);

CREATE TABLE member_registrations (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  register_method text NOT NULL CHECK (register_method IN ('APP', 'H5', 'PWA', 'WEBCLIP')),
  register_url text,
  domain text,
  login_device_id text NOT NULL,
  ip text,
  affiliate_code text,
  recommender_id text,
  payee_name text,
  id_number text,
  contacts jsonb NOT NULL DEFAULT '{}'::jsonb,
  payment_password_hash text,
  created_at timestamptz NOT NULL
);

CREATE TABLE trial_devices (
  merchant_id integer NOT NULL REFERENCES merchants (id),
  login_device_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id),
  PRIMARY KEY (merchant_id, login_device_id)
);

CREATE TABLE password_resets (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  password_hash text NOT NULL,
  expires_at timestamptz NOT NULL
);

