ALTER TABLE "auctions" ADD COLUMN "item_head" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "item_tail" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- An auction as a list item, written with the row (schema-auction.ts, item_head/item_tail): the
-- API's Auction JSON with its keys in the order the list has always answered them, split around
-- the value of "locked" (open and past locks_at: the list's query adds it for its time). The
-- asset's summary and facet tokens are read from the asset here, so they are those of the asset
-- as it is now (the trigger on assets below rewrites its auctions when it changes).
CREATE FUNCTION auction_item() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  a record;
BEGIN
  SELECT name, kind, grade, camp, profession, element, star, level INTO a FROM assets WHERE id = NEW.asset_id;
  NEW.facets := array_remove(array[10 + a.kind, 20 + a.camp, 30 + a.profession, 40 + (case when a.grade <= 5 then 1 when a.grade <= 10 then 2 when a.grade <= 15 then 3 when a.grade <= 20 then 4 when a.grade is not null then 5 end), 50 + a.element, 60 + a.star, 100 + a.kind * 10 + a.camp, 200 + a.profession * 10 + a.element, 300 + (case when a.grade <= 5 then 1 when a.grade <= 10 then 2 when a.grade <= 15 then 3 when a.grade <= 20 then 4 when a.grade is not null then 5 end) * 10 + a.star]::smallint[], null);
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
CREATE TRIGGER auctions_item BEFORE INSERT OR UPDATE ON auctions FOR EACH ROW EXECUTE FUNCTION auction_item();
--> statement-breakpoint
-- An asset's name or classification changed: its auctions' items and facets are written again.
CREATE FUNCTION auction_asset_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE auctions SET asset_id = asset_id WHERE asset_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER assets_auction_items AFTER UPDATE OF name, kind, grade, camp, profession, element, star, level ON assets
  FOR EACH ROW WHEN ((OLD.name, OLD.kind, OLD.grade, OLD.camp, OLD.profession, OLD.element, OLD.star, OLD.level)
    IS DISTINCT FROM (NEW.name, NEW.kind, NEW.grade, NEW.camp, NEW.profession, NEW.element, NEW.star, NEW.level))
  EXECUTE FUNCTION auction_asset_changed();
--> statement-breakpoint
UPDATE auctions SET asset_id = asset_id;
