CREATE INDEX "postings_member_kind_time" ON "postings" USING btree ("member_id","kind","created_at");
