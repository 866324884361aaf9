CREATE TABLE "course_lessons" (
	"lesson_id" integer PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"title" text NOT NULL,
	"minutes" integer NOT NULL,
	"document_id" text NOT NULL,
	CONSTRAINT "course_lessons_module_sequence_uq" UNIQUE("module_id","sequence")
);
--> statement-breakpoint
CREATE TABLE "course_modules" (
	"module_id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "course_modules_product_sequence_uq" UNIQUE("product_id","sequence")
);
--> statement-breakpoint
CREATE TABLE "learning_providers" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"provider_name" text NOT NULL,
	"launch_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_progress" (
	"party_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_progress_party_id_lesson_id_pk" PRIMARY KEY("party_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "student_provider_credentials" (
	"party_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"login_id" text NOT NULL,
	CONSTRAINT "student_provider_credentials_party_id_product_id_pk" PRIMARY KEY("party_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_module_id_course_modules_module_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."course_modules"("module_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_modules" ADD CONSTRAINT "course_modules_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_providers" ADD CONSTRAINT "learning_providers_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_party_id_users_party_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."users"("party_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_lesson_id_course_lessons_lesson_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."course_lessons"("lesson_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_provider_credentials" ADD CONSTRAINT "student_provider_credentials_party_id_users_party_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."users"("party_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_provider_credentials" ADD CONSTRAINT "student_provider_credentials_product_id_learning_providers_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."learning_providers"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_progress_lesson_idx" ON "lesson_progress" USING btree ("lesson_id");