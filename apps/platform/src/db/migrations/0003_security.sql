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
ALTER TABLE "sms_codes" DROP CONSTRAINT "sms_codes_purpose_check";--> statement-breakpoint
ALTER TABLE "member_security_answers" ADD CONSTRAINT "member_security_answers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_security_answers" ADD CONSTRAINT "member_security_answers_question_id_security_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."security_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_questions" ADD CONSTRAINT "security_questions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_security_answers_question" ON "member_security_answers" USING btree ("member_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "security_questions_merchant_order" ON "security_questions" USING btree ("merchant_id","sort_order");--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_purpose_check" CHECK ("sms_codes"."purpose" IN ('register', 'nologin', 'bindMobile', 'bindEmail'));