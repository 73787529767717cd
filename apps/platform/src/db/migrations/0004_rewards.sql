CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"amount" bigint NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "promo_codes_amount_positive" CHECK ("promo_codes"."amount" > 0),
	CONSTRAINT "promo_codes_upper_case" CHECK ("promo_codes"."code" = upper("promo_codes"."code"))
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"offer_id" integer NOT NULL,
	"reference" text NOT NULL,
	"request_id" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"upload_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'APPLYING' NOT NULL,
	"bonus" bigint,
	"reject_reason" text,
	"claim_request_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "reward_applications_reference_unique" UNIQUE("reference"),
	CONSTRAINT "reward_applications_state_check" CHECK ("reward_applications"."state" IN ('APPLYING', 'PROCESS', 'JOINED', 'ISSUED', 'CLAIMED', 'REJECTED')),
	CONSTRAINT "reward_applications_remark_length" CHECK (char_length("reward_applications"."remark") <= 140),
	CONSTRAINT "reward_applications_bonus_positive" CHECK ("reward_applications"."bonus" IS NULL OR "reward_applications"."bonus" > 0),
	CONSTRAINT "reward_applications_issued_has_bonus" CHECK ("reward_applications"."state" NOT IN ('ISSUED', 'CLAIMED') OR "reward_applications"."bonus" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "reward_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"titles" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "reward_offers_kind_check" CHECK ("reward_offers"."kind" IN ('PROMOTION', 'CLUB_BENEFIT'))
);
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_code_id_promo_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_applications" ADD CONSTRAINT "reward_applications_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_applications" ADD CONSTRAINT "reward_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_applications" ADD CONSTRAINT "reward_applications_offer_id_reward_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."reward_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_offers" ADD CONSTRAINT "reward_offers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_merchant_code" ON "promo_codes" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_code_member" ON "promo_redemptions" USING btree ("code_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_member_request" ON "promo_redemptions" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_applications_member_request" ON "reward_applications" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "reward_applications_member_created" ON "reward_applications" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "reward_applications_merchant_state" ON "reward_applications" USING btree ("merchant_id","state");--> statement-breakpoint
CREATE INDEX "reward_offers_merchant_kind" ON "reward_offers" USING btree ("merchant_id","kind");