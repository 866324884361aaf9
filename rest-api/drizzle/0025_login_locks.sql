CREATE TABLE "login_locks" (
	"user_id" integer NOT NULL,
	"client_address" text NOT NULL,
	"failures" integer NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "login_locks_user_id_client_address_pk" PRIMARY KEY("user_id","client_address")
);
--> statement-breakpoint
ALTER TABLE "login_locks" ADD CONSTRAINT "login_locks_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_locks_address_idx" ON "login_locks" USING btree ("client_address","last_failed_at");--> statement-breakpoint
-- Issue 25: SM-12 locks are per account and client address; no account stays locked for everyone.
UPDATE "users" SET "status" = 'ACTIVE', "failed_login_count" = 0, "locked_until" = NULL WHERE "status" = 'LOCKED';
