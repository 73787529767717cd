CREATE TABLE "postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "postings_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "postings_kind_check" CHECK ("postings"."kind" IN ('seed', 'free_play_credit', 'bet', 'win', 'transfer', 'adjustment', 'deposit', 'withdraw_hold', 'withdraw_release', 'withdraw_paid', 'bonus', 'opening_balance'))
);
--> statement-breakpoint
ALTER TABLE "ledger" DROP CONSTRAINT "ledger_idempotency_key_unique";--> statement-breakpoint
ALTER TABLE "ledger" DROP CONSTRAINT "ledger_kind_check";--> statement-breakpoint
DROP INDEX "ledger_wallet";--> statement-breakpoint
DROP INDEX "ledger_reference";--> statement-breakpoint
ALTER TABLE "ledger" ALTER COLUMN "wallet_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger" ALTER COLUMN "balance_after" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "posting_id" bigint;--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "merchant_id" integer;--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "house_account" text;--> statement-breakpoint
-- Hand-written: each single-entry row of before becomes a posting of its own, balanced by the merchant's
-- OPENING_BALANCES house account, so the books still prove every balance.
INSERT INTO "postings" ("id", "merchant_id", "member_id", "kind", "idempotency_key", "reference", "created_at")
SELECT "ledger"."id", "members"."merchant_id", "wallets"."member_id",
       CASE WHEN "ledger"."kind" IN ('transfer_out', 'transfer_in') THEN 'transfer' ELSE "ledger"."kind" END,
       'single-entry:' || "ledger"."idempotency_key", "ledger"."reference", "ledger"."created_at"
FROM "ledger" JOIN "wallets" ON "wallets"."id" = "ledger"."wallet_id" JOIN "members" ON "members"."id" = "wallets"."member_id";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('postings', 'id'), COALESCE((SELECT max("id") FROM "postings"), 0) + 1, false);--> statement-breakpoint
UPDATE "ledger" SET "posting_id" = "ledger"."id", "merchant_id" = "members"."merchant_id"
FROM "wallets" JOIN "members" ON "members"."id" = "wallets"."member_id" WHERE "wallets"."id" = "ledger"."wallet_id";--> statement-breakpoint
ALTER TABLE "ledger" DROP COLUMN "kind";--> statement-breakpoint
ALTER TABLE "ledger" DROP COLUMN "idempotency_key";--> statement-breakpoint
ALTER TABLE "ledger" DROP COLUMN "reference";--> statement-breakpoint
INSERT INTO "ledger" ("posting_id", "merchant_id", "house_account", "amount", "created_at")
SELECT "posting_id", "merchant_id", 'OPENING_BALANCES', -"amount", "created_at" FROM "ledger" WHERE "wallet_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger" ALTER COLUMN "posting_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger" ALTER COLUMN "merchant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "postings_reference" ON "postings" USING btree ("reference");--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_posting_id_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_wallet_time" ON "ledger" USING btree ("wallet_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_posting" ON "ledger" USING btree ("posting_id");--> statement-breakpoint
CREATE INDEX "ledger_house" ON "ledger" USING btree ("merchant_id","house_account");--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_house_account_check" CHECK ("ledger"."house_account" IN ('CASH', 'WITHDRAWALS_HELD', 'PAYOUTS', 'GAMES', 'BONUS', 'ADJUSTMENTS', 'FREE_PLAY', 'OPENING_BALANCES'));--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_one_account" CHECK (("ledger"."wallet_id" IS NOT NULL AND "ledger"."house_account" IS NULL AND "ledger"."balance_after" IS NOT NULL) OR ("ledger"."wallet_id" IS NULL AND "ledger"."house_account" IS NOT NULL AND "ledger"."balance_after" IS NULL));