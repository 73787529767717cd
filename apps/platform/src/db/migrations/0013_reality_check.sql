CREATE TABLE "rg_reality_checks" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"interval_minutes" integer NOT NULL,
	CONSTRAINT "rg_reality_checks_interval_check" CHECK ("rg_reality_checks"."interval_minutes" IN (15, 30, 60))
);
--> statement-breakpoint
ALTER TABLE "rg_reality_checks" ADD CONSTRAINT "rg_reality_checks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;