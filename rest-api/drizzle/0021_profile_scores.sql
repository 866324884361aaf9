CREATE TABLE "profile_scores" (
	"score_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "profile_scores_score_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"party_id" integer NOT NULL,
	"score" numeric(4, 1) NOT NULL,
	"assessed_on" date NOT NULL,
	"source" text NOT NULL,
	"recorded_by" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "profile_scores_party_day_source_ux" ON "profile_scores" USING btree ("party_id","assessed_on","source");--> statement-breakpoint
CREATE INDEX "profile_scores_party_ix" ON "profile_scores" USING btree ("party_id","assessed_on");