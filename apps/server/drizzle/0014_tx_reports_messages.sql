CREATE TABLE "message_reads" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"read_up_to" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tx_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"kind" text NOT NULL,
	"user_id" bigint NOT NULL,
	"asset_id" bigint,
	"coin" text,
	"amount" numeric(78, 0),
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tx_reports_kind_ck" CHECK ("tx_reports"."kind" in ('coin_deposit', 'nft_deposit', 'claim'))
);
--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tx_reports" ADD CONSTRAINT "tx_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tx_reports" ADD CONSTRAINT "tx_reports_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tx_reports_once_uq" ON "tx_reports" USING btree ("chain_id","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "tx_reports_asset_idx" ON "tx_reports" USING btree ("asset_id","id");