ALTER TABLE "education_loans" ADD COLUMN "loan_amount" integer;--> statement-breakpoint
ALTER TABLE "education_loans" ADD COLUMN "tenure_months" integer;--> statement-breakpoint
ALTER TABLE "education_loans" ADD COLUMN "pan_number" text;--> statement-breakpoint
ALTER TABLE "education_loans" ADD COLUMN "applied_at" timestamp with time zone;