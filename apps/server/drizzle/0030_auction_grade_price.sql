ALTER TABLE "auctions" ADD COLUMN "grade_group" smallint;--> statement-breakpoint
-- The asset's grade group (market/facets.ts, gradeGroupSql), written by the trigger: it leads a
-- price index of its own, so a grade-filtered page by price walks that grade's auctions only
-- (camp + profession + grade: ~3,200 index entries passed for 31 before).
CREATE OR REPLACE FUNCTION auction_item() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  a record;
BEGIN
  SELECT name, kind, grade, camp, profession, element, star, level INTO a FROM assets WHERE id = NEW.asset_id;
  NEW.facets := array_remove(array[10 + a.kind, 20 + a.camp, 30 + a.profession, 40 + (case when a.grade <= 5 then 1 when a.grade <= 10 then 2 when a.grade <= 15 then 3 when a.grade <= 20 then 4 when a.grade is not null then 5 end), 50 + a.element, 60 + a.star, 100 + a.kind * 10 + a.camp, 200 + a.profession * 10 + a.element, 300 + (case when a.grade <= 5 then 1 when a.grade <= 10 then 2 when a.grade <= 15 then 3 when a.grade <= 20 then 4 when a.grade is not null then 5 end) * 10 + a.star, 1000 + (((((a.kind - 0) * 5 + a.camp - 1) * 4 + a.profession - 1) * 5 + (case when a.grade <= 5 then 1 when a.grade <= 10 then 2 when a.grade <= 15 then 3 when a.grade <= 20 then 4 when a.grade is not null then 5 end) - 1) * 5 + a.element - 1) * 7 + a.star - 1]::smallint[], null);
  NEW.mask := coalesce(1 << (0 + a.kind), 0) | coalesce(1 << (4 + a.camp), 0) | coalesce(1 << (9 + a.profession), 0) | coalesce(1 << (13 + (case when a.grade <= 5 then 1 when a.grade <= 10 then 2 when a.grade <= 15 then 3 when a.grade <= 20 then 4 when a.grade is not null then 5 end)), 0) | coalesce(1 << (18 + a.element), 0) | coalesce(1 << (23 + a.star), 0);
  NEW.grade_group := (case when a.grade <= 5 then 1 when a.grade <= 10 then 2 when a.grade <= 15 then 3 when a.grade <= 20 then 4 when a.grade is not null then 5 end);
  NEW.item_head := concat('{"id":', NEW.auction_id, ',"chain_id":', NEW.chain_id,
    ',"collection":', to_json(NEW.collection)::text,
    ',"collection_kind":', CASE WHEN NEW.collection_kind IN ('dragon', 'card') THEN to_json(NEW.collection_kind)::text ELSE 'null' END,
    ',"token_id":"', NEW.token_id::text, '","asset_id":', coalesce(NEW.asset_id::text, 'null'),
    ',"asset":', CASE WHEN a.name IS NULL OR a.kind IS NULL THEN 'null' ELSE concat('{"name":', to_json(a.name)::text,
      ',"kind":', a.kind, ',"grade":', coalesce(a.grade::text, 'null'), ',"camp":', coalesce(a.camp::text, 'null'),
      ',"profession":', coalesce(a.profession::text, 'null'), ',"element":', coalesce(a.element::text, 'null'),
      ',"star":', coalesce(a.star::text, 'null'), ',"level":', coalesce(a.level, 1), '}') END,
    ',"seller":', to_json(NEW.seller)::text, ',"coin":', coalesce(to_json(NEW.coin)::text, 'null'),
    ',"coin_address":', to_json(NEW.coin_address)::text, ',"start_price":"', NEW.start_price::text,
    '","price":"', NEW.price::text, '","holder":', to_json(NEW.holder)::text, ',"bid_count":', NEW.bid_count,
    ',"timeout":', NEW.timeout,
    ',"locks_at":"', to_char(NEW.locks_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    '","state":', to_json(NEW.state)::text, ',"locked":');
  NEW.item_tail := concat(',"min_next_price":"', div(NEW.price * 111 + 99, 100)::text,
    '","withdrawn_to":', coalesce(to_json(NEW.withdrawn_to)::text, 'null'),
    ',"created_at":"', to_char(NEW.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    '","updated_at":"', to_char(NEW.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '"}');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
UPDATE auctions SET asset_id = asset_id WHERE asset_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "auctions_open_grade_price_idx" ON "auctions" USING btree ("chain_id","contract","coin","grade_group","price","auction_id","mask") WHERE "auctions"."state" = 'open';