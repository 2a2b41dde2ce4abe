CREATE TABLE "sim_roles" (
	"user_id" bigint NOT NULL,
	"server_id" integer NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"boss_level" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_roles_user_id_server_id_pk" PRIMARY KEY("user_id","server_id"),
	CONSTRAINT "sim_roles_boss_level_ck" CHECK ("sim_roles"."boss_level" between 0 and 999)
);
--> statement-breakpoint
ALTER TABLE "sim_roles" ADD CONSTRAINT "sim_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_roles" ADD CONSTRAINT "sim_roles_server_id_game_servers_server_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("server_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_online";