CREATE TABLE "chat_exchanges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_exchanges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"party_id" integer NOT NULL,
	"assistant" text NOT NULL,
	"session_id" text NOT NULL,
	"question" text NOT NULL,
	"reply" text NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"outcome" text NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_passages" (
	"source_key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_switches" (
	"assistant" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"changed_by" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_exchanges" ADD CONSTRAINT "chat_exchanges_party_id_users_party_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."users"("party_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_exchanges_party_ix" ON "chat_exchanges" USING btree ("party_id","assistant","asked_at");--> statement-breakpoint
CREATE INDEX "chat_exchanges_asked_ix" ON "chat_exchanges" USING btree ("asked_at");--> statement-breakpoint
CREATE INDEX "chat_passages_search_ix" ON "chat_passages" USING gin ((setweight(to_tsvector('english', "title"), 'A') || to_tsvector('english', "body")));