ALTER TABLE "course_lessons" ALTER COLUMN "document_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD COLUMN "kind" text DEFAULT 'video' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD COLUMN "assessment_product_id" integer;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_assessment_product_id_products_product_id_fk" FOREIGN KEY ("assessment_product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_kind_ck" CHECK (("course_lessons"."kind" in ('video', 'document') and "course_lessons"."document_id" is not null)
        or ("course_lessons"."kind" = 'link' and "course_lessons"."url" is not null)
        or ("course_lessons"."kind" = 'test' and "course_lessons"."assessment_product_id" is not null));