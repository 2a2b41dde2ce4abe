CREATE TABLE "vouchers" (
	"nonce" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"coin" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"to_address" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"chain_id" bigint NOT NULL,
	"voucher_nonce" bigint,
	"deadline" timestamp with time zone,
	"tx_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "withdrawals_amount_ck" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_state_ck" CHECK ("withdrawals"."state" in ('queued', 'sent', 'paid', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_voucher_nonce_vouchers_nonce_fk" FOREIGN KEY ("voucher_nonce") REFERENCES "public"."vouchers"("nonce") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_kind_reference_uq" ON "vouchers" USING btree ("kind","reference");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_nonce_uq" ON "withdrawals" USING btree ("voucher_nonce");--> statement-breakpoint
CREATE INDEX "withdrawals_open_idx" ON "withdrawals" USING btree ("id") WHERE "withdrawals"."state" in ('queued', 'sent');