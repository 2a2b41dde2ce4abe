CREATE TABLE "auction_bids" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"auction_ref" bigint NOT NULL,
	"bidder" text NOT NULL,
	"price" numeric(78, 0) NOT NULL,
	"block_number" bigint NOT NULL,
	"block_time" timestamp with time zone NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auctions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"auction_id" bigint NOT NULL,
	"collection" text NOT NULL,
	"collection_kind" text,
	"token_id" numeric(78, 0) NOT NULL,
	"asset_id" bigint,
	"seller" text NOT NULL,
	"coin" text,
	"coin_address" text NOT NULL,
	"start_price" numeric(78, 0) NOT NULL,
	"price" numeric(78, 0) NOT NULL,
	"holder" text NOT NULL,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"timeout" integer NOT NULL,
	"locks_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"withdrawn_to" text,
	"created_block" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_block" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auctions_state_ck" CHECK ("auctions"."state" in ('open', 'cancelled', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_auction_ref_auctions_id_fk" FOREIGN KEY ("auction_ref") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auction_bids_auction_idx" ON "auction_bids" USING btree ("auction_ref","block_number","log_index");--> statement-breakpoint
CREATE UNIQUE INDEX "auctions_chain_uq" ON "auctions" USING btree ("chain_id","contract","auction_id");--> statement-breakpoint
CREATE INDEX "auctions_open_locks_idx" ON "auctions" USING btree ("chain_id","contract","locks_at","auction_id") WHERE "auctions"."state" = 'open';--> statement-breakpoint
CREATE INDEX "auctions_state_idx" ON "auctions" USING btree ("chain_id","contract","state","auction_id");