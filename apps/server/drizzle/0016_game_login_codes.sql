CREATE TABLE "game_login_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"server_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_id" bigint,
	"player_id" bigint,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "game_login_codes" ADD CONSTRAINT "game_login_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_login_codes_expiry_idx" ON "game_login_codes" USING btree ("expires_at");