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
ALTER TABLE "member_kyc" ADD CONSTRAINT "member_kyc_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_kyc" ADD CONSTRAINT "member_kyc_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_kyc" ADD CONSTRAINT "member_kyc_id_front_upload_id_uploads_id_fk" FOREIGN KEY ("id_front_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_kyc" ADD CONSTRAINT "member_kyc_id_back_upload_id_uploads_id_fk" FOREIGN KEY ("id_back_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_kyc" ADD CONSTRAINT "member_kyc_selfie_upload_id_uploads_id_fk" FOREIGN KEY ("selfie_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_kyc_merchant_status" ON "member_kyc" USING btree ("merchant_id","status");