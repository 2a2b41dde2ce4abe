CREATE TABLE "game_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"user_id" integer NOT NULL,
	"server_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"answer" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_states" (
	"user_id" bigint NOT NULL,
	"server_id" integer NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"online_seq" bigint DEFAULT 0 NOT NULL,
	"boss_level" smallint DEFAULT 0 NOT NULL,
	"boss_level_seq" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_states_user_id_server_id_pk" PRIMARY KEY("user_id","server_id"),
	CONSTRAINT "role_states_boss_level_ck" CHECK ("role_states"."boss_level" between 0 and 999)
);
--> statement-breakpoint
ALTER TABLE "role_states" ADD CONSTRAINT "role_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_states" ADD CONSTRAINT "role_states_server_id_game_servers_server_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("server_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "role_states" ("user_id", "server_id", "online", "boss_level", "updated_at") SELECT "user_id", "server_id", "online", "boss_level", "updated_at" FROM "sim_roles";--> statement-breakpoint
DROP TABLE "sim_roles" CASCADE;