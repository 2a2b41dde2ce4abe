-- A listing as a market page item: MarketItem's JSON with its keys in the order the API has
-- always answered them (list-service.ts), built once when the row is written (the generated
-- column listings.card). Immutable as declared: its output depends only on its arguments (the
-- time is formatted in UTC, the JSON escaping of text does not depend on settings).
CREATE FUNCTION market_card(listing_id bigint, asset_id bigint, kind smallint, token_id numeric, name text,
  grade smallint, camp smallint, profession smallint, element smallint, star smallint, level smallint,
  power integer, stage smallint, strength smallint, price numeric, coin text, seller text, listed_at timestamptz)
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
  ',"listed_at":"', to_char(listed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '"}')
$$;--> statement-breakpoint
DROP INDEX "listings_open_latest_idx";--> statement-breakpoint
DROP INDEX "listings_open_coin_latest_idx";--> statement-breakpoint
DROP INDEX "listings_open_coin_price_idx";--> statement-breakpoint
DROP INDEX "listings_open_grade_price_idx";--> statement-breakpoint
DROP INDEX "listings_open_kind_price_idx";--> statement-breakpoint
DROP INDEX "listings_open_star_price_idx";--> statement-breakpoint
DROP INDEX "listings_open_grade_star_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "card" text GENERATED ALWAYS AS (market_card(id, asset_id, kind, token_id, name, grade, camp, profession, element, star, level, power, stage, strength, price, coin, seller_address, listed_at)) STORED;--> statement-breakpoint
-- Facet tokens for kind (10+), grade group (40+) and star (60+) too, and for the pairs kind +
-- camp (100+), profession + element (200+), grade group + star (300+) (market/facets.ts), so
-- the GIN index finds a rare combination of all six filters from a few short posting lists.
UPDATE "listings" SET "facets" = array_remove(array[10 + kind, 20 + camp, 30 + profession, 40 + grade_group, 50 + element, 60 + star, 100 + kind * 10 + camp, 200 + profession * 10 + element, 300 + grade_group * 10 + star]::smallint[], null);--> statement-breakpoint
CREATE INDEX "listings_open_latest_idx" ON "listings" USING btree ("id","mask","grade_group","star","facets","price","card") WHERE "listings"."status" = 1;--> statement-breakpoint
CREATE INDEX "listings_open_coin_latest_idx" ON "listings" USING btree ("coin","id","price","mask","grade_group","star","facets","card") WHERE "listings"."status" = 1;--> statement-breakpoint
CREATE INDEX "listings_open_coin_price_idx" ON "listings" USING btree ("coin","price","id","mask","grade_group","star","facets","card") WHERE "listings"."status" = 1;--> statement-breakpoint
CREATE INDEX "listings_open_grade_price_idx" ON "listings" USING btree ("coin","grade_group","price","id","mask","star","facets","card") WHERE "listings"."status" = 1;--> statement-breakpoint
CREATE INDEX "listings_open_kind_price_idx" ON "listings" USING btree ("coin","kind","price","id","mask","grade_group","star","facets","card") WHERE "listings"."status" = 1;--> statement-breakpoint
CREATE INDEX "listings_open_star_price_idx" ON "listings" USING btree ("coin","star","price","id","mask","grade_group","facets","card") WHERE "listings"."status" = 1;--> statement-breakpoint
CREATE INDEX "listings_open_grade_star_idx" ON "listings" USING btree ("grade_group","star","id","mask","facets","kind","price","card") WHERE "listings"."status" = 1;
