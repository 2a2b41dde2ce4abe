DROP INDEX "auctions_open_facets_idx";--> statement-breakpoint
DROP INDEX "listings_open_facets_idx";--> statement-breakpoint
CREATE INDEX "auctions_open_facets_idx" ON "auctions" USING gin ("facets") WITH (fastupdate=off) WHERE "auctions"."state" = 'open';--> statement-breakpoint
CREATE INDEX "listings_open_facets_idx" ON "listings" USING gin ("facets") WITH (fastupdate=off) WHERE "listings"."status" = 1;