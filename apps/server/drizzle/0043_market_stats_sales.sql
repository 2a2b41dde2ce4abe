ALTER TABLE "asset_history" ADD COLUMN "kind" smallint;--> statement-breakpoint
ALTER TABLE "asset_history" ADD COLUMN "grade_group" smallint;--> statement-breakpoint
-- Sales recorded before: their asset's kind and grade group now (market/facets.ts gradeGroupSql).
UPDATE "asset_history" h SET "kind" = a.kind, "grade_group" = (case when a.grade <= 5 then 1 when a.grade <= 10 then 2 when a.grade <= 15 then 3 when a.grade <= 20 then 4 when a.grade is not null then 5 end) FROM "assets" a WHERE a.id = h.asset_id AND h.from_user_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "asset_history_sales_idx" ON "asset_history" USING btree ("at","kind","grade_group","coin","price") WHERE "asset_history"."from_user_id" is not null;