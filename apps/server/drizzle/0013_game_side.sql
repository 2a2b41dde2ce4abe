CREATE SEQUENCE "public"."game_asset_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 50000000 CACHE 1;--> statement-breakpoint
CREATE TABLE "eggs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"element" smallint NOT NULL,
	"obtained_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hatch_at" timestamp with time zone NOT NULL,
	"hatched_at" timestamp with time zone,
	"dragon_asset_id" bigint,
	CONSTRAINT "eggs_dragon_asset_id_unique" UNIQUE("dragon_asset_id")
);
--> statement-breakpoint
CREATE TABLE "role_artifacts" (
	"user_id" bigint NOT NULL,
	"server_id" integer NOT NULL,
	"artifact_id" smallint NOT NULL,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_artifacts_user_id_server_id_artifact_id_pk" PRIMARY KEY("user_id","server_id","artifact_id")
);
--> statement-breakpoint
CREATE TABLE "summons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"count" smallint NOT NULL,
	"pay" text NOT NULL,
	"cost" numeric(78, 0) NOT NULL,
	"seed" text NOT NULL,
	"heroes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "summons_count_ck" CHECK ("summons"."count" in (1, 10))
);
--> statement-breakpoint
ALTER TABLE "eggs" ADD CONSTRAINT "eggs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eggs" ADD CONSTRAINT "eggs_dragon_asset_id_assets_id_fk" FOREIGN KEY ("dragon_asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_artifacts" ADD CONSTRAINT "role_artifacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_artifacts" ADD CONSTRAINT "role_artifacts_server_id_game_servers_server_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("server_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summons" ADD CONSTRAINT "summons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eggs_user_idx" ON "eggs" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "summons_user_idx" ON "summons" USING btree ("user_id","id");