ALTER TABLE "withdrawals" DROP CONSTRAINT "withdrawals_state_ck";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "frozen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_state_ck" CHECK ("withdrawals"."state" in ('held', 'queued', 'sent', 'paid', 'failed', 'refused'));