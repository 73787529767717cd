CREATE TABLE "member_security_answers" (
	"member_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"question_id" integer NOT NULL,
	"answer_hash" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_security_answers_member_id_position_pk" PRIMARY KEY("member_id","position"),
	CONSTRAINT "member_security_answers_position_check" CHECK ("member_security_answers"."position" BETWEEN 1 AND 2)
);
--> statement-breakpoint
CREATE TABLE "security_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"texts" jsonb NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "member_avatars" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"avatar_type" text NOT NULL,
	"static_avatar" text,
	"upload_id" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_avatars_type_check" CHECK ("member_avatars"."avatar_type" IN ('CUSTOM', 'STATIC')),
	CONSTRAINT "member_avatars_one_source" CHECK (("member_avatars"."avatar_type" = 'STATIC' AND "member_avatars"."static_avatar" IS NOT NULL AND "member_avatars"."upload_id" IS NULL) OR ("member_avatars"."avatar_type" = 'CUSTOM' AND "member_avatars"."upload_id" IS NOT NULL AND "member_avatars"."static_avatar" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "upload_contents" (
	"upload_id" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_by" text,
	CONSTRAINT "uploads_content_type_check" CHECK ("uploads"."content_type" IN ('image/png', 'image/jpeg')),
	CONSTRAINT "uploads_size_check" CHECK ("uploads"."size" > 0)
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"content" text NOT NULL,
	"words" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inbox_messages_kind_check" CHECK ("inbox_messages"."kind" IN ('system', 'promotion', 'personal'))
);
--> statement-breakpoint
ALTER TABLE "sms_codes" DROP CONSTRAINT "sms_codes_purpose_check";--> statement-breakpoint
ALTER TABLE "member_security_answers" ADD CONSTRAINT "member_security_answers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_security_answers" ADD CONSTRAINT "member_security_answers_question_id_security_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."security_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_questions" ADD CONSTRAINT "security_questions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_code_id_promo_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_applications" ADD CONSTRAINT "reward_applications_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_applications" ADD CONSTRAINT "reward_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_applications" ADD CONSTRAINT "reward_applications_offer_id_reward_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."reward_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_offers" ADD CONSTRAINT "reward_offers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_avatars" ADD CONSTRAINT "member_avatars_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_avatars" ADD CONSTRAINT "member_avatars_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_avatars" ADD CONSTRAINT "member_avatars_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_contents" ADD CONSTRAINT "upload_contents_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_security_answers_question" ON "member_security_answers" USING btree ("member_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "security_questions_merchant_order" ON "security_questions" USING btree ("merchant_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_merchant_code" ON "promo_codes" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_code_member" ON "promo_redemptions" USING btree ("code_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_member_request" ON "promo_redemptions" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_applications_member_request" ON "reward_applications" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "reward_applications_member_created" ON "reward_applications" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "reward_applications_merchant_state" ON "reward_applications" USING btree ("merchant_id","state");--> statement-breakpoint
CREATE INDEX "reward_offers_merchant_kind" ON "reward_offers" USING btree ("merchant_id","kind");--> statement-breakpoint
CREATE INDEX "uploads_member" ON "uploads" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_used_by" ON "uploads" USING btree ("used_by");--> statement-breakpoint
CREATE INDEX "feedbacks_member" ON "feedbacks" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "inbox_messages_member_created" ON "inbox_messages" USING btree ("member_id","created_at");--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_purpose_check" CHECK ("sms_codes"."purpose" IN ('register', 'nologin', 'bindMobile', 'bindEmail'));