CREATE TABLE banners (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  group_name text NOT NULL,
  language text NOT NULL CHECK (language IN ('EN', 'TY')),
  headline text NOT NULL,
  subline text NOT NULL,
  color_from text NOT NULL,
  color_to text NOT NULL,
  sequence smallint NOT NULL DEFAULT 0
);
CREATE INDEX banners_lookup ON banners (merchant_id, group_name, language);

CREATE TABLE announcements (
  id bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR', 'A', 'N')),
  group_name text,
  language text NOT NULL CHECK (language IN ('EN', 'TY')),
  title text NOT NULL,
  content text NOT NULL,
  start_date timestamptz NOT NULL,
  end_date timestamptz,
  execution text CHECK (execution IN ('A', 'B', 'F')),
  promotion_type text,
  category text,
  no_expiry boolean NOT NULL DEFAULT false,
  period text,
  sequence smallint NOT NULL DEFAULT 0,
  CHECK (type <> 'PU' OR execution IS NOT NULL),
  CHECK (type <> 'PR' OR (category IS NOT NULL AND period IS NOT NULL)),
  CHECK (NOT no_expiry OR end_date IS NULL)
);
CREATE INDEX announcements_lookup ON announcements (merchant_id, type, language);

CREATE TABLE announcement_reads (
  announcement_id bigint NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL,
  PRIMARY KEY (announcement_id, member_id)
);
CREATE INDEX announcement_reads_member ON announcement_reads (member_id);

CREATE TABLE help_sections (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('EN', 'TY')),
  parent_id integer REFERENCES help_sections (id) ON DELETE CASCADE,
  sequence smallint NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  tag text
);
CREATE INDEX help_sections_lookup ON help_sections (merchant_id, language);

CREATE TABLE hot_matches (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  league text NOT NULL,
  home_team text NOT NULL,
  away_team text NOT NULL,
  match_time timestamptz NOT NULL,
  vendor text NOT NULL,
  room_id text NOT NULL,
  node_id text NOT NULL,
  support_play text
);

CREATE TABLE winners (
  id bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  customer_name text NOT NULL,
  game_name text NOT NULL,
  game_category text NOT NULL,
  win_amount bigint NOT NULL CHECK (win_amount > 0),
  won_at timestamptz NOT NULL
);
CREATE INDEX winners_lookup ON winners (merchant_id, won_at);
