CREATE TABLE "players" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"server_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_server_id_game_servers_server_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("server_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "players_user_server_uq" ON "players" USING btree ("user_id","server_id");--> statement-breakpoint
CREATE UNIQUE INDEX "players_server_name_uq" ON "players" USING btree ("server_id",lower("name"));