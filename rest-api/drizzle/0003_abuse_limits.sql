CREATE TABLE "login_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"client_address" text,
	"mobile" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "login_failures_address_idx" ON "login_failures" USING btree ("client_address","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_mobile_idx" ON "login_failures" USING btree ("mobile","created_at");--> statement-breakpoint
-- Locks set before locks expired had no end: they end at the next attempt (an account locked for good is what issue 10 removes).
UPDATE "users" SET "locked_until" = now() WHERE "status" = 'LOCKED';
