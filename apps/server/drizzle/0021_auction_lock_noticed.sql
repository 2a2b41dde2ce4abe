-- Auctions closed before the lock notices existed count as noticed: no "auction locked/won"
-- notification (nor mail) for what ended long ago. Open ones past their lock are noticed once.
UPDATE "auctions" SET "lock_noticed_at" = "updated_at" WHERE "state" <> 'open' AND "lock_noticed_at" IS NULL;
