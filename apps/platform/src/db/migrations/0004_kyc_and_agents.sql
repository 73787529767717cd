CREATE TABLE "member_kyc" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"status" text NOT NULL,
	"real_name" text NOT NULL,
	"id_number" text NOT NULL,
	"birthday" text NOT NULL,
	"place_of_birth" text NOT NULL,
	"nationality" text NOT NULL,
	"address" text NOT NULL,
	"permanent_address" text NOT NULL,
	"current_address" text NOT NULL,
	"occupation" text NOT NULL,
	"source_of_income" text NOT NULL,
	"id_front_upload_id" text NOT NULL,
	"id_back_upload_id" text NOT NULL,
	"selfie_upload_id" text NOT NULL,
	"reject_reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "member_kyc_status_check" CHECK ("member_kyc"."status" IN ('UNDER_REVIEW', 'VERIFIED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"offered_by_id" bigint,
	"kind" text NOT NULL,
	"basis" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "agent_contracts_kind_check" CHECK ("agent_contracts"."kind" IN ('SALARY', 'DIVIDEND', 'HOURLY')),
	CONSTRAINT "agent_contracts_basis_check" CHECK ("agent_contracts"."basis" IN ('TURNOVER', 'ACTIVE_MEMBERS')),
	CONSTRAINT "agent_contracts_state_check" CHECK ("agent_contracts"."state" IN ('PENDING', 'ACCEPTED', 'REJECTED', 'SUPERSEDED'))
);
--> statement-breakpoint
CREATE TABLE "agent_rebate_rates" (
	"member_id" bigint NOT NULL,
	"category" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_rebate_rates_rate_range" CHECK ("agent_rebate_rates"."rate_bp" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
ALTER TABLE "ledger" DROP CONSTRAINT "ledger_house_account_check";--> statement-breakpoint
ALTER TABLE "postings" DROP CONSTRAINT "postings_kind_check";--> statement-breakpoint
ALTER TABLE "member_kyc" ADD CONSTRAINT "member_kyc_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_kyc" ADD CONSTRAINT "member_kyc_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_kyc" ADD CONSTRAINT "member_kyc_id_front_upload_id_uploads_id_fk" FOREIGN KEY ("id_front_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_kyc" ADD CONSTRAINT "member_kyc_id_back_upload_id_uploads_id_fk" FOREIGN KEY ("id_back_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_kyc" ADD CONSTRAINT "member_kyc_selfie_upload_id_uploads_id_fk" FOREIGN KEY ("selfie_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_offered_by_id_members_id_fk" FOREIGN KEY ("offered_by_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_rates" ADD CONSTRAINT "agent_rebate_rates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_kyc_merchant_status" ON "member_kyc" USING btree ("merchant_id","status");--> statement-breakpoint
CREATE INDEX "agent_contracts_member_kind" ON "agent_contracts" USING btree ("member_id","kind","state");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_rebate_rates_member_category" ON "agent_rebate_rates" USING btree ("member_id","category");--> statement-breakpoint
CREATE INDEX "members_parent" ON "members" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sessions_member_created" ON "sessions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "postings_member_kind_time" ON "postings" USING btree ("member_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_wallet_created" ON "game_rounds" USING btree ("wallet_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_house_account_check" CHECK ("ledger"."house_account" IN ('CASH', 'WITHDRAWALS_HELD', 'PAYOUTS', 'GAMES', 'BONUS', 'ADJUSTMENTS', 'FREE_PLAY', 'OPENING_BALANCES', 'AGENT_COMMISSIONS'));--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_kind_check" CHECK ("postings"."kind" IN ('seed', 'free_play_credit', 'bet', 'win', 'transfer', 'adjustment', 'deposit', 'withdraw_hold', 'withdraw_release', 'withdraw_paid', 'bonus', 'opening_balance', 'agent_rebate', 'agent_salary', 'agent_dividend'));