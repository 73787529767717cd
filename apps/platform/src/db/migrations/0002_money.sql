CREATE TABLE "bank_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"number_hash" text NOT NULL,
	"last4" text NOT NULL,
	"payee_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bank_cards_last4_check" CHECK ("bank_cards"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "deposit_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"names" jsonb NOT NULL,
	"min" bigint NOT NULL,
	"max" bigint NOT NULL,
	"quick_amounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expiry_minutes" integer NOT NULL,
	"pay_to" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "deposit_channels_type_check" CHECK ("deposit_channels"."type" IN ('BANK_TRANSFER', 'E_WALLET', 'QR')),
	CONSTRAINT "deposit_channels_range_check" CHECK ("deposit_channels"."min" > 0 AND "deposit_channels"."max" >= "deposit_channels"."min"),
	CONSTRAINT "deposit_channels_expiry_check" CHECK ("deposit_channels"."expiry_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"reference" text NOT NULL,
	"reference_code" text NOT NULL,
	"request_id" text NOT NULL,
	"channel_id" integer NOT NULL,
	"channel_code" text NOT NULL,
	"channel_type" text NOT NULL,
	"channel_names" jsonb NOT NULL,
	"pay_to" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "deposits_reference_unique" UNIQUE("reference"),
	CONSTRAINT "deposits_status_check" CHECK ("deposits"."status" IN ('PENDING', 'CONFIRMED', 'REJECTED')),
	CONSTRAINT "deposits_channel_type_check" CHECK ("deposits"."channel_type" IN ('BANK_TRANSFER', 'E_WALLET', 'QR')),
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "member_money_profiles" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"real_name" text,
	"payment_password_hash" text,
	"wrong_payment_passwords" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "member_money_profiles_wrong_check" CHECK ("member_money_profiles"."wrong_payment_passwords" >= 0)
);
--> statement-breakpoint
CREATE TABLE "merchant_banks" (
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "merchant_banks_merchant_id_code_pk" PRIMARY KEY("merchant_id","code")
);
--> statement-breakpoint
CREATE TABLE "mobile_template_overrides" (
	"merchant_id" integer NOT NULL,
	"flag" text NOT NULL,
	"value" smallint NOT NULL,
	CONSTRAINT "mobile_template_overrides_merchant_id_flag_pk" PRIMARY KEY("merchant_id","flag"),
	CONSTRAINT "mobile_template_overrides_flag_check" CHECK ("mobile_template_overrides"."flag" IN ('mem_cen', 'dep_func')),
	CONSTRAINT "mobile_template_overrides_value_check" CHECK ("mobile_template_overrides"."value" IN (0, 1))
);
--> statement-breakpoint
CREATE TABLE "withdraw_limits" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"min" bigint NOT NULL,
	"max" bigint NOT NULL,
	"daily_count" integer NOT NULL,
	CONSTRAINT "withdraw_limits_range_check" CHECK ("withdraw_limits"."min" > 0 AND "withdraw_limits"."max" >= "withdraw_limits"."min"),
	CONSTRAINT "withdraw_limits_daily_check" CHECK ("withdraw_limits"."daily_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"reference" text NOT NULL,
	"request_id" text NOT NULL,
	"bank_card_id" bigint NOT NULL,
	"bank_name" text NOT NULL,
	"last4" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "withdrawals_reference_unique" UNIQUE("reference"),
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" IN ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD CONSTRAINT "deposit_channels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_channel_id_deposit_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."deposit_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_money_profiles" ADD CONSTRAINT "member_money_profiles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_banks" ADD CONSTRAINT "merchant_banks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_template_overrides" ADD CONSTRAINT "mobile_template_overrides_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_limits" ADD CONSTRAINT "withdraw_limits_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_card_id_bank_cards_id_fk" FOREIGN KEY ("bank_card_id") REFERENCES "public"."bank_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_merchant_number" ON "bank_cards" USING btree ("merchant_id","number_hash");--> statement-breakpoint
CREATE INDEX "bank_cards_member" ON "bank_cards" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_channels_merchant_code" ON "deposit_channels" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_member_request" ON "deposits" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "deposits_member_created" ON "deposits" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_merchant_status" ON "deposits" USING btree ("merchant_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_member_request" ON "withdrawals" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "withdrawals_member_created" ON "withdrawals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_merchant_status" ON "withdrawals" USING btree ("merchant_id","status");