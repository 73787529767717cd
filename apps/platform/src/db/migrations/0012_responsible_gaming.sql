CREATE TABLE "rg_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb NOT NULL,
	CONSTRAINT "rg_audit_source_check" CHECK ("rg_audit"."source" IN ('MEMBER', 'OPERATOR'))
);
--> statement-breakpoint
CREATE TABLE "rg_breaks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"lifted_at" timestamp with time zone,
	CONSTRAINT "rg_breaks_kind_check" CHECK ("rg_breaks"."kind" IN ('TIME_OUT', 'SELF_EXCLUSION')),
	CONSTRAINT "rg_breaks_ends_after_start" CHECK ("rg_breaks"."ends_at" > "rg_breaks"."started_at")
);
--> statement-breakpoint
CREATE TABLE "rg_limits" (
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_at" timestamp with time zone,
	CONSTRAINT "rg_limits_member_id_kind_period_pk" PRIMARY KEY("member_id","kind","period"),
	CONSTRAINT "rg_limits_kind_check" CHECK ("rg_limits"."kind" IN ('DEPOSIT', 'LOSS')),
	CONSTRAINT "rg_limits_period_check" CHECK ("rg_limits"."period" IN ('DAILY', 'WEEKLY', 'MONTHLY')),
	CONSTRAINT "rg_limits_amount_positive" CHECK ("rg_limits"."amount" IS NULL OR "rg_limits"."amount" > 0),
	CONSTRAINT "rg_limits_pending_positive" CHECK ("rg_limits"."pending_amount" IS NULL OR "rg_limits"."pending_amount" > 0),
	CONSTRAINT "rg_limits_pending_time" CHECK ("rg_limits"."pending_at" IS NOT NULL OR "rg_limits"."pending_amount" IS NULL)
);
--> statement-breakpoint
ALTER TABLE "rg_audit" ADD CONSTRAINT "rg_audit_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_audit" ADD CONSTRAINT "rg_audit_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_breaks" ADD CONSTRAINT "rg_breaks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_limits" ADD CONSTRAINT "rg_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rg_audit_member_time" ON "rg_audit" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "rg_breaks_member_ends" ON "rg_breaks" USING btree ("member_id","ends_at");