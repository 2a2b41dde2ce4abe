CREATE TABLE "boss_levels" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"boss_level" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invite_rewards" (
	"invitee_id" bigint PRIMARY KEY NOT NULL,
	"inviter_id" bigint NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "legion_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legion_points" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"type" smallint NOT NULL,
	"points" numeric(78, 0) NOT NULL,
	"spend" numeric(78, 0) NOT NULL,
	"spender_id" bigint NOT NULL,
	"coin" text NOT NULL,
	"rate_bps" integer NOT NULL,
	"level" smallint NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legion_points_positive_ck" CHECK ("legion_points"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "summon_ticket_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"delta" integer NOT NULL,
	"available_after" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "summon_tickets" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "summon_tickets_available_ck" CHECK ("summon_tickets"."available" >= 0)
);
--> statement-breakpoint
ALTER TABLE "boss_levels" ADD CONSTRAINT "boss_levels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_rewards" ADD CONSTRAINT "invite_rewards_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_rewards" ADD CONSTRAINT "invite_rewards_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legion_claims" ADD CONSTRAINT "legion_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legion_points" ADD CONSTRAINT "legion_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legion_points" ADD CONSTRAINT "legion_points_spender_id_users_id_fk" FOREIGN KEY ("spender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summon_ticket_entries" ADD CONSTRAINT "summon_ticket_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summon_tickets" ADD CONSTRAINT "summon_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legion_claims_user_idx" ON "legion_claims" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "legion_points_once_uq" ON "legion_points" USING btree ("user_id","type","reference");--> statement-breakpoint
CREATE INDEX "legion_points_user_idx" ON "legion_points" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "legion_points_month_idx" ON "legion_points" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "summon_ticket_entries_user_idx" ON "summon_ticket_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "users_inviter_code_idx" ON "users" USING btree ("inviter_code") WHERE "users"."inviter_code" <> '';