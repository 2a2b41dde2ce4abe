CREATE SEQUENCE "public"."card_token_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000000000 CACHE 1;--> statement-breakpoint
CREATE TABLE "claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"asset_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"collection" text,
	"token_id" numeric(78, 0) NOT NULL,
	"asset_type" smallint,
	"to_address" text NOT NULL,
	"chain_id" bigint NOT NULL,
	"voucher_nonce" bigint NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"tx_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "claims_kind_ck" CHECK ("claims"."kind" in ('claim_nft', 'mint_card')),
	CONSTRAINT "claims_state_ck" CHECK ("claims"."state" in ('open', 'claimed', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_voucher_nonce_vouchers_nonce_fk" FOREIGN KEY ("voucher_nonce") REFERENCES "public"."vouchers"("nonce") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claims_nonce_uq" ON "claims" USING btree ("voucher_nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_open_asset_uq" ON "claims" USING btree ("asset_id") WHERE "claims"."state" = 'open';--> statement-breakpoint
CREATE INDEX "claims_open_deadline_idx" ON "claims" USING btree ("deadline") WHERE "claims"."state" = 'open';--> statement-breakpoint
CREATE INDEX "claims_asset_idx" ON "claims" USING btree ("asset_id","id");