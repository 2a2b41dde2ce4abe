CREATE TABLE "offers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"offerer_id" bigint NOT NULL,
	"coin" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"asset_id" bigint,
	"kind" smallint NOT NULL,
	"camp" smallint,
	"profession" smallint,
	"grade_group" smallint,
	"element" smallint,
	"star" smallint,
	"state" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"seller_id" bigint,
	"sold_asset_id" bigint,
	"fee" numeric(78, 0),
	CONSTRAINT "offers_amount_ck" CHECK ("offers"."amount" > 0),
	CONSTRAINT "offers_state_ck" CHECK ("offers"."state" in ('open', 'accepted', 'cancelled', 'expired', 'lost'))
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_offerer_id_users_id_fk" FOREIGN KEY ("offerer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_sold_asset_id_assets_id_fk" FOREIGN KEY ("sold_asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_open_asset_idx" ON "offers" USING btree ("asset_id") WHERE "offers"."state" = 'open';--> statement-breakpoint
CREATE INDEX "offers_open_kind_idx" ON "offers" USING btree ("kind","amount") WHERE "offers"."state" = 'open' and "offers"."asset_id" is null;--> statement-breakpoint
CREATE INDEX "offers_open_expiry_idx" ON "offers" USING btree ("expires_at") WHERE "offers"."state" = 'open';--> statement-breakpoint
CREATE INDEX "offers_offerer_idx" ON "offers" USING btree ("offerer_id","id");