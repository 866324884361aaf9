ALTER TABLE "users" ADD COLUMN "bounced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bounce_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gender" text;