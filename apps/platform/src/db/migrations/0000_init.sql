CREATE TABLE "members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"nickname" text,
	"email" text,
	"country_dialing_code" text,
	"mobile" text,
	"affiliate_code" text,
	"parent_id" bigint,
	"is_trial" boolean DEFAULT false NOT NULL,
	"first_time_login" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_affiliate_code_unique" UNIQUE("affiliate_code"),
	CONSTRAINT "members_status_check" CHECK ("members"."status" IN ('active', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"brand_id" text NOT NULL,
	"name" text NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"parent_id" integer,
	"maintenance" boolean DEFAULT false NOT NULL,
	"region_restriction" boolean DEFAULT false NOT NULL,
	"modules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_channel_check" CHECK ("outbox"."channel" IN ('sms', 'email'))
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"ip" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"merchant_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"answer_hash" text NOT NULL,
	"dev_answer" text,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "captchas_merchant_id_client_id_pk" PRIMARY KEY("merchant_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "member_registrations" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"register_method" text NOT NULL,
	"register_url" text,
	"domain" text,
	"login_device_id" text NOT NULL,
	"ip" text,
	"affiliate_code" text,
	"recommender_id" text,
	"payee_name" text,
	"id_number" text,
	"contacts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"payment_password_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_registrations_register_method_check" CHECK ("member_registrations"."register_method" IN ('APP', 'H5', 'PWA', 'WEBCLIP'))
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_field_rules" (
	"merchant_id" integer NOT NULL,
	"field" text NOT NULL,
	"enabled" boolean NOT NULL,
	"required" boolean NOT NULL,
	"accepted_pattern" text NOT NULL,
	"min_length" integer NOT NULL,
	"max_length" integer NOT NULL,
	"pattern_id" text NOT NULL,
	CONSTRAINT "register_field_rules_merchant_id_field_pk" PRIMARY KEY("merchant_id","field"),
	CONSTRAINT "register_field_rules_min_length_check" CHECK ("register_field_rules"."min_length" >= 0),
	CONSTRAINT "register_field_rules_check" CHECK ("register_field_rules"."max_length" >= "register_field_rules"."min_length")
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"recipient" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resend_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "sms_codes_purpose_check" CHECK ("sms_codes"."purpose" IN ('register', 'nologin'))
);
--> statement-breakpoint
CREATE TABLE "trial_devices" (
	"merchant_id" integer NOT NULL,
	"login_device_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	CONSTRAINT "trial_devices_merchant_id_login_device_id_pk" PRIMARY KEY("merchant_id","login_device_id")
);
--> statement-breakpoint
CREATE TABLE "customer_service_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"token" text NOT NULL,
	"titles" jsonb NOT NULL,
	"url" text NOT NULL,
	"sequence" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"currency_symbol" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcement_reads" (
	"announcement_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "announcement_reads_announcement_id_member_id_pk" PRIMARY KEY("announcement_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"type" text NOT NULL,
	"group_name" text,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"execution" text,
	"promotion_type" text,
	"category" text,
	"no_expiry" boolean DEFAULT false NOT NULL,
	"period" text,
	"sequence" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "announcements_type_check" CHECK ("announcements"."type" IN ('B', 'PL', 'PU', 'PR', 'A', 'N')),
	CONSTRAINT "announcements_language_check" CHECK ("announcements"."language" IN ('EN', 'TY')),
	CONSTRAINT "announcements_execution_check" CHECK ("announcements"."execution" IN ('A', 'B', 'F')),
	CONSTRAINT "announcements_check" CHECK ("announcements"."type" <> 'PU' OR "announcements"."execution" IS NOT NULL),
	CONSTRAINT "announcements_check1" CHECK ("announcements"."type" <> 'PR' OR ("announcements"."category" IS NOT NULL AND "announcements"."period" IS NOT NULL)),
	CONSTRAINT "announcements_check2" CHECK (NOT "announcements"."no_expiry" OR "announcements"."end_date" IS NULL)
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"group_name" text NOT NULL,
	"language" text NOT NULL,
	"headline" text NOT NULL,
	"subline" text NOT NULL,
	"color_from" text NOT NULL,
	"color_to" text NOT NULL,
	"sequence" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "banners_language_check" CHECK ("banners"."language" IN ('EN', 'TY'))
);
--> statement-breakpoint
CREATE TABLE "help_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"language" text NOT NULL,
	"parent_id" integer,
	"sequence" smallint NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"tag" text,
	CONSTRAINT "help_sections_language_check" CHECK ("help_sections"."language" IN ('EN', 'TY'))
);
--> statement-breakpoint
CREATE TABLE "hot_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"league" text NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"match_time" timestamp with time zone NOT NULL,
	"vendor" text NOT NULL,
	"room_id" text NOT NULL,
	"node_id" text NOT NULL,
	"support_play" text
);
--> statement-breakpoint
CREATE TABLE "winners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"game_name" text NOT NULL,
	"game_category" text NOT NULL,
	"win_amount" bigint NOT NULL,
	"won_at" timestamp with time zone NOT NULL,
	CONSTRAINT "winners_win_amount_check" CHECK ("winners"."win_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"wallet_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_amount_not_zero" CHECK ("ledger"."amount" <> 0),
	CONSTRAINT "ledger_kind_check" CHECK ("ledger"."kind" IN ('seed', 'free_play_credit', 'bet', 'win', 'transfer_out', 'transfer_in', 'adjustment'))
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"code" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_balance_not_negative" CHECK ("wallets"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "favourite_games" (
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourite_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_launches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_hash" text NOT NULL,
	"play_token_hash" text,
	"member_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"session_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"wallet_id" bigint NOT NULL,
	"account_type" smallint NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ticket_expires_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"play_expires_at" timestamp with time zone,
	CONSTRAINT "game_launches_ticket_hash_unique" UNIQUE("ticket_hash"),
	CONSTRAINT "game_launches_play_token_hash_unique" UNIQUE("play_token_hash"),
	CONSTRAINT "game_launches_account_type_check" CHECK ("game_launches"."account_type" IN (0, 1)),
	CONSTRAINT "game_launches_language_check" CHECK ("game_launches"."language" IN ('EN', 'TY'))
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"launch_id" bigint NOT NULL,
	"wallet_id" bigint NOT NULL,
	"round_id" text NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	"reels" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_rounds_bet_check" CHECK ("game_rounds"."bet" > 0),
	CONSTRAINT "game_rounds_win_check" CHECK ("game_rounds"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"account_type_name" text NOT NULL,
	"display_name" text NOT NULL,
	"game_type" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"node_id" text NOT NULL,
	"game_code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ty" text NOT NULL,
	"search_text" text NOT NULL,
	"category" text NOT NULL,
	"game_type" text NOT NULL,
	"classify" text,
	"min_bet" bigint NOT NULL,
	"min_line" integer NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"hot_rank" integer,
	"sort_order" integer NOT NULL,
	"support_play" text,
	CONSTRAINT "games_min_bet_check" CHECK ("games"."min_bet" > 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"game_id" bigint PRIMARY KEY NOT NULL,
	"game_group_id" integer NOT NULL,
	"lotto_mode" text NOT NULL,
	"prize_modes" jsonb NOT NULL,
	"region" text,
	"draw_interval_seconds" integer NOT NULL,
	"draw_offset_seconds" integer DEFAULT 0 NOT NULL,
	"draw_days" smallint DEFAULT 127 NOT NULL,
	CONSTRAINT "lottery_games_region_check" CHECK ("lottery_games"."region" IN ('NORTH', 'CENTRAL', 'SOUTH')),
	CONSTRAINT "lottery_games_draw_interval_seconds_check" CHECK ("lottery_games"."draw_interval_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recent_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_parent_id_members_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_parent_id_merchants_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captchas" ADD CONSTRAINT "captchas_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_registrations" ADD CONSTRAINT "member_registrations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_field_rules" ADD CONSTRAINT "register_field_rules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_devices" ADD CONSTRAINT "trial_devices_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_devices" ADD CONSTRAINT "trial_devices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_service_channels" ADD CONSTRAINT "customer_service_channels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_settings" ADD CONSTRAINT "merchant_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_sections" ADD CONSTRAINT "help_sections_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_sections" ADD CONSTRAINT "help_sections_parent_id_help_sections_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."help_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hot_matches" ADD CONSTRAINT "hot_matches_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winners" ADD CONSTRAINT "winners_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_launch_id_game_launches_id_fk" FOREIGN KEY ("launch_id") REFERENCES "public"."game_launches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD CONSTRAINT "game_vendors_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_username" ON "members" USING btree ("merchant_id",lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_mobile" ON "members" USING btree ("merchant_id","country_dialing_code","mobile");--> statement-breakpoint
CREATE INDEX "sessions_member" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_codes_target" ON "sms_codes" USING btree ("merchant_id","purpose","recipient");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_service_channels_token" ON "customer_service_channels" USING btree ("merchant_id","token");--> statement-breakpoint
CREATE INDEX "announcement_reads_member" ON "announcement_reads" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "announcements_lookup" ON "announcements" USING btree ("merchant_id","type","language");--> statement-breakpoint
CREATE INDEX "banners_lookup" ON "banners" USING btree ("merchant_id","group_name","language");--> statement-breakpoint
CREATE INDEX "help_sections_lookup" ON "help_sections" USING btree ("merchant_id","language");--> statement-breakpoint
CREATE INDEX "winners_lookup" ON "winners" USING btree ("merchant_id","won_at");--> statement-breakpoint
CREATE INDEX "ledger_wallet" ON "ledger" USING btree ("wallet_id");--> statement-breakpoint
CREATE INDEX "ledger_reference" ON "ledger" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_member_code" ON "wallets" USING btree ("member_id","code");--> statement-breakpoint
CREATE INDEX "favourite_games_member_created" ON "favourite_games" USING btree ("member_id","created_at" DESC NULLS FIRST,"game_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_wallet_round" ON "game_rounds" USING btree ("wallet_id","round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_vendors_merchant_type_code" ON "game_vendors" USING btree ("merchant_id","game_type","code");--> statement-breakpoint
CREATE INDEX "game_vendors_merchant_code" ON "game_vendors" USING btree ("merchant_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "games_merchant_node" ON "games" USING btree ("merchant_id","node_id");--> statement-breakpoint
CREATE INDEX "games_merchant_category" ON "games" USING btree ("merchant_id","category","sort_order");--> statement-breakpoint
CREATE INDEX "games_merchant_type" ON "games" USING btree ("merchant_id","game_type","sort_order");--> statement-breakpoint
CREATE INDEX "games_vendor_sort" ON "games" USING btree ("vendor_id","sort_order");--> statement-breakpoint
CREATE INDEX "games_merchant_hot" ON "games" USING btree ("merchant_id","hot_rank") WHERE "games"."hot_rank" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "recent_games_member_played" ON "recent_games" USING btree ("member_id","played_at");