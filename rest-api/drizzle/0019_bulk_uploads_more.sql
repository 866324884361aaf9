CREATE TABLE "gdpi_statuses" (
	"party_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"gd_score" numeric(4, 1),
	"pi_score" numeric(4, 1),
	"remarks" text,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bounced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bounce_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gender" text;--> statement-breakpoint
CREATE INDEX "gdpi_statuses_status_idx" ON "gdpi_statuses" USING btree ("status","updated_at");