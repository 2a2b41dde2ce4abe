CREATE TABLE "auction_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" bigint NOT NULL,
	"contract" text NOT NULL,
	"auction_id" bigint NOT NULL,
	"asset_id" bigint,
	"price" numeric(78, 0),
	"sender" text NOT NULL,
	"block_number" bigint NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_reports_kind_ck" CHECK ("auction_reports"."kind" in ('sell', 'cancel', 'withdraw', 'bid'))
);
--> statement-breakpoint
ALTER TABLE "auction_reports" ADD CONSTRAINT "auction_reports_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auction_reports_tx_uq" ON "auction_reports" USING btree ("chain_id","tx_hash");--> statement-breakpoint
CREATE INDEX "auction_reports_auction_idx" ON "auction_reports" USING btree ("chain_id","contract","auction_id");