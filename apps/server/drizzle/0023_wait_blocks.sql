ALTER TABLE "activation_txs" ADD COLUMN "block_number" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "tx_block" bigint;