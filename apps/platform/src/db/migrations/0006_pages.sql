CREATE TABLE "info_page_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"page" text NOT NULL,
	"language" text NOT NULL,
	"sequence" smallint NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"image_url" text,
	CONSTRAINT "info_page_entries_page_check" CHECK ("info_page_entries"."page" IN ('appService', 'brand', 'joinUs', 'sponsor')),
	CONSTRAINT "info_page_entries_language_check" CHECK ("info_page_entries"."language" IN ('EN', 'TY'))
);
--> statement-breakpoint
ALTER TABLE "info_page_entries" ADD CONSTRAINT "info_page_entries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "info_page_entries_lookup" ON "info_page_entries" USING btree ("merchant_id","page","language");