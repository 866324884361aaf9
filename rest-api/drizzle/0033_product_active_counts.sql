CREATE TABLE "product_active_counts" (
	"type" text PRIMARY KEY NOT NULL,
	"active" integer NOT NULL
);
--> statement-breakpoint
-- Written by hand after drizzle-kit's table: the triggers that keep it equal to
-- `select type, count(*) from products where active group by type`. Statement triggers with transition
-- tables, so a bulk insert (the seed, a fill of 100,000 products) changes each type's row once; types are
-- upserted in order, so two writers lock the rows in the same order.
CREATE FUNCTION "product_active_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_active_counts AS c (type, active)
      SELECT type, count(*) FROM new_rows WHERE active GROUP BY type ORDER BY type
      ON CONFLICT (type) DO UPDATE SET active = c.active + excluded.active;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_active_counts AS c (type, active)
      SELECT type, -count(*) FROM old_rows WHERE active GROUP BY type ORDER BY type
      ON CONFLICT (type) DO UPDATE SET active = c.active + excluded.active;
  ELSE
    -- Most updates (a price, a description) change neither active nor type: no row is touched then.
    INSERT INTO product_active_counts AS c (type, active)
      SELECT type, sum(delta) FROM (
        SELECT type, 1 AS delta FROM new_rows WHERE active
        UNION ALL SELECT type, -1 FROM old_rows WHERE active
      ) AS changes GROUP BY type HAVING sum(delta) <> 0 ORDER BY type
      ON CONFLICT (type) DO UPDATE SET active = c.active + excluded.active;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "product_active_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_active_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_active_counts_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_active_counts_apply();--> statement-breakpoint
CREATE TRIGGER "products_active_counts_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_active_counts_apply();--> statement-breakpoint
CREATE TRIGGER "products_active_counts_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_active_counts_apply();--> statement-breakpoint
CREATE TRIGGER "products_active_counts_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION product_active_counts_clear();--> statement-breakpoint
INSERT INTO "product_active_counts" ("type", "active")
  SELECT "type", count(*) FROM "products" WHERE "active" GROUP BY "type";
