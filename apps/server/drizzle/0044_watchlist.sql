CREATE TABLE "saved_searches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"kind" smallint,
	"camp" smallint,
	"profession" smallint,
	"grade_group" smallint,
	"element" smallint,
	"star" smallint,
	"coin" text,
	"below_price" numeric(78, 0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_price_ck" CHECK ("saved_searches"."below_price" is null or ("saved_searches"."below_price" > 0 and "saved_searches"."coin" is not null))
);
--> statement-breakpoint
CREATE TABLE "watched_assets" (
	"user_id" bigint NOT NULL,
	"asset_id" bigint NOT NULL,
	"below_price" numeric(78, 0),
	"coin" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watched_assets_user_id_asset_id_pk" PRIMARY KEY("user_id","asset_id"),
	CONSTRAINT "watched_assets_price_ck" CHECK ("watched_assets"."below_price" is null or ("watched_assets"."below_price" > 0 and "watched_assets"."coin" is not null))
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watched_assets" ADD CONSTRAINT "watched_assets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watched_assets" ADD CONSTRAINT "watched_assets_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "saved_searches_kind_idx" ON "saved_searches" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "watched_assets_asset_idx" ON "watched_assets" USING btree ("asset_id");