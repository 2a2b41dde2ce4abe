CREATE TABLE "game_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"asset_id" bigint,
	"command" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"audit" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "game_outbox_state_ck" CHECK ("game_outbox"."state" in ('pending', 'delivered', 'failed', 'resolved'))
);
--> statement-breakpoint
ALTER TABLE "game_outbox" ADD CONSTRAINT "game_outbox_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_outbox_due_idx" ON "game_outbox" USING btree ("next_attempt_at","id") WHERE "game_outbox"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "game_outbox_open_asset_idx" ON "game_outbox" USING btree ("asset_id","id") WHERE "game_outbox"."state" in ('pending', 'failed');