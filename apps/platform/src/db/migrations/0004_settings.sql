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
ALTER TABLE "member_avatars" ADD CONSTRAINT "member_avatars_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_avatars" ADD CONSTRAINT "member_avatars_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_avatars" ADD CONSTRAINT "member_avatars_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;