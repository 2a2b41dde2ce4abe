CREATE TABLE "activities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"type" smallint NOT NULL,
	"assets_id" bigint,
	"kind" smallint,
	"amount" numeric(78, 0),
	"two_amount" numeric(78, 0),
	"fee" numeric(78, 0),
	"coin" text,
	"token_id" numeric(78, 0),
	"nft_name" text DEFAULT '' NOT NULL,
	"two_user_id" bigint,
	"two_address" text DEFAULT '' NOT NULL,
	"index_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"asset_id" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_user_id" bigint,
	"to_user_id" bigint NOT NULL,
	"price" numeric(78, 0),
	"coin" text,
	"listing_id" bigint
);
--> statement-breakpoint
CREATE TABLE "asset_skills" (
	"asset_id" bigint NOT NULL,
	"slot" smallint NOT NULL,
	"type" smallint NOT NULL,
	"skill_id" smallint NOT NULL,
	"element" smallint NOT NULL,
	"level" smallint DEFAULT 1 NOT NULL,
	"unlock_level" smallint,
	CONSTRAINT "asset_skills_asset_id_slot_pk" PRIMARY KEY("asset_id","slot")
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" smallint NOT NULL,
	"token_id" numeric(78, 0),
	"name" text NOT NULL,
	"owner_id" bigint NOT NULL,
	"location" smallint DEFAULT 2 NOT NULL,
	"status" smallint,
	"grade" smallint,
	"camp" smallint,
	"profession" smallint,
	"stage" smallint,
	"element" smallint,
	"power" integer DEFAULT 0 NOT NULL,
	"level" smallint DEFAULT 1 NOT NULL,
	"star" smallint,
	"number" integer NOT NULL,
	"strength" smallint,
	"hp" integer DEFAULT 0 NOT NULL,
	"att" integer DEFAULT 0 NOT NULL,
	"defense" integer DEFAULT 0 NOT NULL,
	"crit" integer DEFAULT 0 NOT NULL,
	"crit_res" integer DEFAULT 0 NOT NULL,
	"super_crit" integer DEFAULT 0 NOT NULL,
	"vampire" integer DEFAULT 0 NOT NULL,
	"speed_pct" integer DEFAULT 0 NOT NULL,
	"super_att" integer DEFAULT 0 NOT NULL,
	"super_defense" integer DEFAULT 0 NOT NULL,
	"refine_level" smallint,
	"team_hp" integer,
	"team_attack" integer,
	"dragon_state" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assets_kind_ck" CHECK ("assets"."kind" between 0 and 4),
	CONSTRAINT "assets_location_ck" CHECK ("assets"."location" between 1 and 3),
	CONSTRAINT "assets_status_ck" CHECK ("assets"."status" in (0, 1, 2, 3, 4, 6)),
	CONSTRAINT "assets_grade_ck" CHECK ("assets"."grade" between 1 and 24),
	CONSTRAINT "assets_star_ck" CHECK ("assets"."star" between 1 and 7),
	CONSTRAINT "assets_camp_ck" CHECK ("assets"."camp" between 1 and 5),
	CONSTRAINT "assets_profession_ck" CHECK ("assets"."profession" between 1 and 4),
	CONSTRAINT "assets_element_ck" CHECK ("assets"."element" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"asset_id" bigint NOT NULL,
	"seller_id" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"coin" text NOT NULL,
	"price" numeric(78, 0) NOT NULL,
	"kind" smallint NOT NULL,
	"camp" smallint,
	"profession" smallint,
	"grade" smallint,
	"element" smallint,
	"star" smallint,
	"grade_group" smallint,
	"name" text NOT NULL,
	"token_id" numeric(78, 0),
	"level" smallint NOT NULL,
	"power" integer NOT NULL,
	"stage" smallint,
	"strength" smallint,
	"seller_address" text DEFAULT '' NOT NULL,
	"mask" integer NOT NULL,
	"facets" smallint[] NOT NULL,
	"listed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"buyer_id" bigint,
	"fee" numeric(78, 0),
	CONSTRAINT "listings_price_ck" CHECK ("listings"."price" > 0),
	CONSTRAINT "listings_status_ck" CHECK ("listings"."status" in (1, 5, 51))
);
--> statement-breakpoint
CREATE TABLE "balances" (
	"user_id" bigint NOT NULL,
	"coin" text NOT NULL,
	"available" numeric(78, 0) DEFAULT 0 NOT NULL,
	"frozen" numeric(78, 0) DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balances_user_id_coin_pk" PRIMARY KEY("user_id","coin"),
	CONSTRAINT "balances_available_ck" CHECK ("balances"."available" >= 0),
	CONSTRAINT "balances_frozen_ck" CHECK ("balances"."frozen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"coin" text NOT NULL,
	"available_delta" numeric(78, 0) DEFAULT 0 NOT NULL,
	"frozen_delta" numeric(78, 0) DEFAULT 0 NOT NULL,
	"available_after" numeric(78, 0) NOT NULL,
	"frozen_after" numeric(78, 0) NOT NULL,
	"reason" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_two_user_id_users_id_fk" FOREIGN KEY ("two_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_history" ADD CONSTRAINT "asset_history_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_history" ADD CONSTRAINT "asset_history_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_history" ADD CONSTRAINT "asset_history_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_skills" ADD CONSTRAINT "asset_skills_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_user_idx" ON "activities" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "asset_history_asset_idx" ON "asset_history" USING btree ("asset_id","at","id");--> statement-breakpoint
CREATE INDEX "assets_owner_idx" ON "assets" USING btree ("owner_id","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "assets_token_idx" ON "assets" USING btree (("kind" = 4),"token_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_one_open_idx" ON "listings" USING btree ("asset_id") WHERE "listings"."status" = 1;--> statement-breakpoint
CREATE INDEX "listings_open_latest_idx" ON "listings" USING btree ("id","mask","grade_group","star","facets") WHERE "listings"."status" = 1;--> statement-breakpoint
CREATE INDEX "listings_open_coin_latest_idx" ON "listings" USING btree ("coin","id","price","mask","grade_group","star","facets") WHERE "listings"."status" = 1;--> statement-breakpoint
CREATE INDEX "listings_open_coin_price_idx" ON "listings" USING btree ("coin","price","id","mask","grade_group","star","facets") WHERE "listings"."status" = 1;--> statement-breakpoint
CREATE INDEX "listings_open_grade_price_idx" ON "listings" USING btree ("coin","grade_group","price","id","mask","star","facets") WHERE "listings"."status" = 1;--> statement-breakpoint
CREATE INDEX "listings_open_kind_price_idx" ON "listings" USING btree ("coin","kind","price","id","mask","grade_group","star","facets") WHERE "listings"."status" = 1;--> statement-breakpoint
CREATE INDEX "listings_open_star_price_idx" ON "listings" USING btree ("coin","star","price","id","mask","grade_group","facets") WHERE "listings"."status" = 1;--> statement-breakpoint
CREATE INDEX "listings_open_grade_star_idx" ON "listings" USING btree ("grade_group","star","id","mask","facets") WHERE "listings"."status" = 1;--> statement-breakpoint
CREATE INDEX "listings_open_facets_idx" ON "listings" USING gin ("facets") WHERE "listings"."status" = 1;--> statement-breakpoint
CREATE INDEX "listings_seller_idx" ON "listings" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "ledger_user_coin_idx" ON "ledger_entries" USING btree ("user_id","coin","id");--> statement-breakpoint
CREATE INDEX "ledger_reference_idx" ON "ledger_entries" USING btree ("reference");