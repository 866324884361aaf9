CREATE TABLE "learner_profiles" (
	"party_id" integer PRIMARY KEY NOT NULL,
	"personal" jsonb,
	"parents" jsonb,
	"address_line" text,
	"country_id" integer,
	"state_id" integer,
	"city_id" integer,
	"suburb_id" integer,
	"pincode" text,
	"education" jsonb,
	"employment" jsonb,
	"preferences" jsonb,
	"aadhar_cipher" text,
	"aadhar_last_four" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_options" (
	"option_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"region_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learner_profiles" ADD CONSTRAINT "learner_profiles_party_id_users_party_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."users"("party_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_profiles" ADD CONSTRAINT "learner_profiles_country_id_regions_region_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."regions"("region_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_profiles" ADD CONSTRAINT "learner_profiles_state_id_regions_region_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."regions"("region_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_profiles" ADD CONSTRAINT "learner_profiles_city_id_regions_region_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."regions"("region_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_profiles" ADD CONSTRAINT "learner_profiles_suburb_id_regions_region_id_fk" FOREIGN KEY ("suburb_id") REFERENCES "public"."regions"("region_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_parent_id_regions_region_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."regions"("region_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_options_kind_ix" ON "profile_options" USING btree ("kind","name");--> statement-breakpoint
CREATE INDEX "regions_kind_parent_name_ix" ON "regions" USING btree ("kind","parent_id","name");