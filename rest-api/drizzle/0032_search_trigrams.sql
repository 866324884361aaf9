-- Written by hand before drizzle-kit's indexes: their operator class comes from pg_trgm (contrib; trusted
-- since PostgreSQL 13, so a database owner may create it). PGlite loads it in db/database.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_subject_area_trgm_idx" ON "products" USING gin ("subject_area" gin_trgm_ops);