CREATE INDEX "members_parent" ON "members" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sessions_member_created" ON "sessions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_wallet_created" ON "game_rounds" USING btree ("wallet_id","created_at");