ALTER TABLE "games" ADD COLUMN "room_type" text;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_room_type_check" CHECK ("games"."room_type" IN ('FREE', 'VIP', 'PPV'));--> statement-breakpoint
-- Live rooms seeded before room types: the seed's rule (liveRoomType) from the number ending the game code.
UPDATE "games" SET "room_type" = CASE
  WHEN right("game_code", 3)::int % 5 = 0 THEN 'PPV'
  WHEN right("game_code", 3)::int % 3 = 0 THEN 'VIP'
  ELSE 'FREE' END
WHERE "category" = 'LIVE' AND "game_code" ~ '_[0-9]{3}$';
