-- Custom SQL migration (drizzle-kit generate --custom): what the schema builder cannot declare.

-- The ledger is append-only: a correction is a new entry, never an edit.
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_append_only();
--> statement-breakpoint
-- Grade, star and kind of listings depend on each other (stars follow grades; dragons have
-- neither): without these statistics the planner multiplies their frequencies and walks a
-- whole index for combinations that barely exist.
CREATE STATISTICS listings_grade_star_kind (mcv, dependencies) ON grade_group, star, kind FROM listings;
