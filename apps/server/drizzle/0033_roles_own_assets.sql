-- Game assets and game balances belong to a role (a user's player on one game server).
-- Existing rows go to each user's home server: the current server if the user has a role there,
-- else the lowest server among their roles, else the lowest open server (else the lowest server).
-- A database with game data but no game server yet gets the first default server.
INSERT INTO "game_servers" ("server_id", "name")
  SELECT 1, 'S1 青龍'
  WHERE NOT EXISTS (SELECT 1 FROM "game_servers")
    AND (EXISTS (SELECT 1 FROM "balances") OR EXISTS (SELECT 1 FROM "assets" WHERE "location" = 2)
      OR EXISTS (SELECT 1 FROM "eggs") OR EXISTS (SELECT 1 FROM "summons")
      OR EXISTS (SELECT 1 FROM "listings"));--> statement-breakpoint
CREATE TABLE "role_home_0033" AS
  SELECT u.id AS user_id, coalesce(
    (SELECT p.server_id FROM players p WHERE p.user_id = u.id AND p.server_id = u.current_server_id),
    (SELECT min(p.server_id) FROM players p WHERE p.user_id = u.id),
    (SELECT min(s.server_id) FROM game_servers s WHERE s.is_open),
    (SELECT min(s.server_id) FROM game_servers s)) AS server_id
  FROM users u;--> statement-breakpoint
CREATE UNIQUE INDEX "role_home_0033_user" ON "role_home_0033" ("user_id");--> statement-breakpoint
DROP INDEX "eggs_user_idx";--> statement-breakpoint
DROP INDEX "summons_user_idx";--> statement-breakpoint
DROP INDEX "ledger_user_coin_idx";--> statement-breakpoint
ALTER TABLE "balances" DROP CONSTRAINT "balances_user_id_coin_pk";--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "server_id" integer;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "server_id" integer;--> statement-breakpoint
ALTER TABLE "eggs" ADD COLUMN "server_id" integer;--> statement-breakpoint
ALTER TABLE "summons" ADD COLUMN "server_id" integer;--> statement-breakpoint
ALTER TABLE "balances" ADD COLUMN "server_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "server_id" integer;--> statement-breakpoint
ALTER TABLE "legion_claims" ADD COLUMN "server_id" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "server_id" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "server_id" integer;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "server_id" integer;--> statement-breakpoint
UPDATE "assets" a SET "server_id" = h.server_id FROM "role_home_0033" h WHERE h.user_id = a.owner_id AND a.location = 2;--> statement-breakpoint
UPDATE "claims" c SET "server_id" = h.server_id FROM "role_home_0033" h WHERE h.user_id = c.user_id;--> statement-breakpoint
UPDATE "eggs" e SET "server_id" = h.server_id FROM "role_home_0033" h WHERE h.user_id = e.user_id;--> statement-breakpoint
UPDATE "summons" s SET "server_id" = h.server_id FROM "role_home_0033" h WHERE h.user_id = s.user_id;--> statement-breakpoint
UPDATE "balances" b SET "server_id" = h.server_id FROM "role_home_0033" h WHERE h.user_id = b.user_id;--> statement-breakpoint
-- The journal is append-only; assigning its existing entries to their role is the one exception.
ALTER TABLE "ledger_entries" DISABLE TRIGGER "ledger_entries_append_only";--> statement-breakpoint
UPDATE "ledger_entries" e SET "server_id" = h.server_id FROM "role_home_0033" h WHERE h.user_id = e.user_id;--> statement-breakpoint
ALTER TABLE "ledger_entries" ENABLE TRIGGER "ledger_entries_append_only";--> statement-breakpoint
UPDATE "legion_claims" c SET "server_id" = h.server_id FROM "role_home_0033" h WHERE h.user_id = c.user_id;--> statement-breakpoint
UPDATE "listings" l SET "server_id" = h.server_id FROM "role_home_0033" h WHERE h.user_id = l.seller_id;--> statement-breakpoint
UPDATE "offers" o SET "server_id" = h.server_id FROM "role_home_0033" h WHERE h.user_id = o.offerer_id;--> statement-breakpoint
UPDATE "withdrawals" w SET "server_id" = h.server_id FROM "role_home_0033" h WHERE h.user_id = w.user_id;--> statement-breakpoint
DROP TABLE "role_home_0033";--> statement-breakpoint
ALTER TABLE "claims" ALTER COLUMN "server_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "eggs" ALTER COLUMN "server_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "summons" ALTER COLUMN "server_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "balances" ALTER COLUMN "server_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "server_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "legion_claims" ALTER COLUMN "server_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "server_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "server_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ALTER COLUMN "server_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_user_id_server_id_coin_pk" PRIMARY KEY("user_id","server_id","coin");--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_server_id_game_servers_server_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("server_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_server_id_game_servers_server_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("server_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eggs" ADD CONSTRAINT "eggs_server_id_game_servers_server_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("server_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summons" ADD CONSTRAINT "summons_server_id_game_servers_server_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("server_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_server_id_game_servers_server_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("server_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_server_id_game_servers_server_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("server_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legion_claims" ADD CONSTRAINT "legion_claims_server_id_game_servers_server_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("server_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_server_id_game_servers_server_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("server_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_server_id_game_servers_server_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("server_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_server_id_game_servers_server_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("server_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eggs_user_idx" ON "eggs" USING btree ("user_id","server_id","id");--> statement-breakpoint
CREATE INDEX "summons_user_idx" ON "summons" USING btree ("user_id","server_id","id");--> statement-breakpoint
CREATE INDEX "ledger_user_coin_idx" ON "ledger_entries" USING btree ("user_id","server_id","coin","id");--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_server_ck" CHECK (("assets"."location" = 2) = ("assets"."server_id" is not null));--> statement-breakpoint
-- The market's card names the listing's server (MarketItem.server_id, last key). Dropping the
-- card column drops the open-listing indexes that carry it; they are made again as they were.
CREATE FUNCTION market_card(listing_id bigint, asset_id bigint, kind smallint, token_id numeric, name text,
  grade smallint, camp smallint, profession smallint, element smallint, star smallint, level smallint,
  power integer, stage smallint, strength smallint, price numeric, coin text, seller text, listed_at timestamptz,
  server_id integer)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
SELECT concat('{"listing_id":', listing_id, ',"id":', asset_id, ',"kind":', kind,
  ',"token_id":', coalesce('"' || token_id::text || '"', 'null'), ',"name":', to_json(name)::text,
  ',"grade":', coalesce(grade::text, 'null'), ',"camp":', coalesce(camp::text, 'null'),
  ',"profession":', coalesce(profession::text, 'null'), ',"element":', coalesce(element::text, 'null'),
  ',"star":', coalesce(star::text, 'null'), ',"level":', level, ',"power":', power,
  ',"stage":', coalesce(stage::text, 'null'), ',"strength":', coalesce(strength::text, 'null'),
  ',"price":"', price::text, '","coin":', to_json(coin)::text,
  ',"seller":', to_json(CASE WHEN length(btrim(seller)) <= 10 THEN btrim(seller)
    ELSE left(btrim(seller), 5) || '…' || right(btrim(seller), 4) END)::text,
  ',"listed_at":"', to_char(listed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  '","server_id":', server_id, '}')
$$;--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN "card";--> statement-breakpoint
DROP FUNCTION market_card(bigint, bigint, smallint, numeric, text, smallint, smallint, smallint, smallint,
  smallint, smallint, integer, smallint, smallint, numeric, text, text, timestamptz);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "card" text GENERATED ALWAYS AS (market_card(id, asset_id, kind, token_id, name, grade, camp, profession, element, star, level, power, stage, strength, price, coin, seller_address, listed_at, server_id)) STORED;--> statement-breakpoint
CREATE INDEX "listings_open_latest_idx" ON "listings" USING btree ("id","mask","grade_group","star","facets","price","card") WHERE "listings"."status" = 1;--> statement-breakpoint
CREATE INDEX "listings_open_coin_latest_idx" ON "listings" USING btree ("coin","id","price","mask","grade_group","star","facets","card") WHERE "listings"."status" = 1;--> statement-breakpoint
CREATE INDEX "listings_open_coin_price_idx" ON "listings" USING btree ("coin","price","id","mask","grade_group","star","facets","card") WHERE "listings"."status" = 1;--> statement-breakpoint
CREATE INDEX "listings_open_grade_price_idx" ON "listings" USING btree ("coin","grade_group","price","id","mask","star","facets","card") WHERE "listings"."status" = 1;--> statement-breakpoint
CREATE INDEX "listings_open_kind_price_idx" ON "listings" USING btree ("coin","kind","price","id","mask","grade_group","star","facets","card") WHERE "listings"."status" = 1;--> statement-breakpoint
CREATE INDEX "listings_open_star_price_idx" ON "listings" USING btree ("coin","star","price","id","mask","grade_group","facets","card") WHERE "listings"."status" = 1;--> statement-breakpoint
CREATE INDEX "listings_open_grade_star_idx" ON "listings" USING btree ("grade_group","star","id","mask","facets","kind","price","card") WHERE "listings"."status" = 1;
