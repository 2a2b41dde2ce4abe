-- An activity entry as a feed item from "assets_id" on: Activity's JSON with its keys in the order
-- the feed has always answered them (modules/activity/feed.ts puts id, type and the type's name in
-- the reader's language before it), built once when the row is written (the generated column
-- activities.item_tail). Immutable as declared: its output depends only on its arguments (the
-- time is formatted in UTC, the JSON escaping of text does not depend on settings).
CREATE FUNCTION activity_item_tail(assets_id bigint, amount numeric, two_amount numeric, fee numeric, coin text,
  token_id numeric, nft_name text, two_user_id bigint, two_address text, index_id bigint, kind smallint,
  created_at timestamptz)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
SELECT concat(',"assets_id":', coalesce(assets_id::text, 'null'),
  ',"amount":', coalesce('"' || amount::text || '"', 'null'),
  ',"two_amount":', coalesce('"' || two_amount::text || '"', 'null'),
  ',"fee":', coalesce('"' || fee::text || '"', 'null'), ',"coin":', coalesce(to_json(coin)::text, 'null'),
  ',"tokenid":', coalesce('"' || token_id::text || '"', 'null'), ',"nftname":', to_json(nft_name)::text,
  ',"two_userid":', coalesce(two_user_id::text, 'null'), ',"two_address":', to_json(two_address)::text,
  ',"index_id":', coalesce(index_id::text, 'null'), ',"kind":', coalesce(kind::text, 'null'),
  ',"created_at":"', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '"}')
$$;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "item_tail" text GENERATED ALWAYS AS (activity_item_tail(assets_id, amount, two_amount, fee, coin, token_id, nft_name, two_user_id, two_address, index_id, kind, created_at)) STORED;