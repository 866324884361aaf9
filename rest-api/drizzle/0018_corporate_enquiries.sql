CREATE TABLE "corporate_enquiries" (
	"enquiry_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "corporate_enquiries_enquiry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "corporate_enquiries_status_idx" ON "corporate_enquiries" USING btree ("status","created_at");