-- Every game list, tab and filter is answered through an index (product spec: no full scans per request
-- at 600+ games). modules/games/query-plans.spec.ts checks the plans of the queries the platform runs.

-- SPORTS lists by game type, since it holds e-sports and cockfight; other categories use games_merchant_category.
CREATE INDEX games_merchant_type ON games (merchant_id, game_type, sort_order);

-- The vendor filter reaches a vendor's games already in list order (replaces the plain vendor_id index).
DROP INDEX games_vendor;
CREATE INDEX games_vendor_sort ON games (vendor_id, sort_order);

-- Hot games: a few dozen per merchant, hottest first.
CREATE INDEX games_merchant_hot ON games (merchant_id, hot_rank) WHERE hot_rank IS NOT NULL;

-- A member's favourites, newest first (the primary key serves add and remove).
CREATE INDEX favourite_games_member_created ON favourite_games (member_id, created_at DESC, game_id DESC);

-- The vendor filter and launches name a vendor by code, in any case.
CREATE INDEX game_vendors_merchant_code ON game_vendors (merchant_id, lower(code));

-- No index for the name search (search_text LIKE '%…%'): a pg_trgm index needs the extension loaded into
-- PGlite and created on the server, and cannot help searches under three characters. Every list names a
-- merchant and the client always sends a category, so the search reads only the rows those indexes find.
