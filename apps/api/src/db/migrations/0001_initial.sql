CREATE TABLE "job_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"user_id" integer,
	"name" varchar(100) NOT NULL,
	"email" varchar(100) NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"resume_path" varchar(200) NOT NULL,
	"resume_name" varchar(100) NOT NULL,
	"resume_content_type" varchar(100) NOT NULL,
	"resume_size" integer NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" varchar(64) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"persistent" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_follow_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_slider_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"heading" varchar(200),
	"subheading" varchar(300),
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_slider_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"image" varchar(300) NOT NULL,
	"url" varchar(300),
	"heading" varchar(200),
	"subheading" varchar(300),
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_category_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"image" varchar(300) NOT NULL,
	"alt" varchar(200) DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_sent_jobs" (
	"saved_search_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_sent_jobs_saved_search_id_job_id_pk" PRIMARY KEY("saved_search_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "job_view_days" (
	"job_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_view_days_job_id_day_pk" PRIMARY KEY("job_id","day")
);
--> statement-breakpoint
CREATE TABLE "job_view_visitors" (
	"job_id" integer NOT NULL,
	"visitor_hash" varchar(64) NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "job_view_visitors_job_id_visitor_hash_day_pk" PRIMARY KEY("job_id","visitor_hash","day")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"post_type_id" integer NOT NULL,
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	"position" varchar(200) NOT NULL,
	"slug" varchar(220) NOT NULL,
	"company_name" varchar(200) NOT NULL,
	"company_website" varchar(300),
	"company_email" varchar(100),
	"company_description" text,
	"reuse_company_description" boolean DEFAULT false NOT NULL,
	"type_id" integer,
	"business_sale_type" varchar(100),
	"business_sale_price" bigint,
	"business_sale_price_negotiable" boolean DEFAULT false NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"category_names" text DEFAULT '' NOT NULL,
	"education_program_fees" integer,
	"education_program_benefits" text,
	"compensation" text,
	"compensation_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"compensation_range_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"work_visa" boolean DEFAULT false NOT NULL,
	"work_remote" boolean DEFAULT false NOT NULL,
	"work_location" varchar(15) DEFAULT 'us' NOT NULL,
	"city" varchar(100),
	"state" varchar(10),
	"zip_code" varchar(10),
	"country" varchar(2) DEFAULT 'US' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"location" "point",
	"description" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"how_to_apply_email" varchar(100),
	"how_to_apply_online" varchar(500),
	"how_to_apply_phone" varchar(50),
	"how_to_apply_in_person" text,
	"how_to_apply" text,
	"deadline" date,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"highlighted" boolean DEFAULT false NOT NULL,
	"counter_view" integer DEFAULT 0 NOT NULL,
	"counter_email" integer DEFAULT 0 NOT NULL,
	"date_added" timestamp with time zone,
	"date_expire" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(position, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(company_name, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(category_names, '')), 'C') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'D')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(100) NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "compensation_ranges" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"compensation_type_id" integer NOT NULL,
	"min_cents" integer,
	"max_cents" integer
);
--> statement-breakpoint
CREATE TABLE "compensation_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"kind" varchar(10) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"code" varchar(2) NOT NULL,
	"code3" varchar(3) NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code"),
	CONSTRAINT "countries_code3_unique" UNIQUE("code3")
);
--> statement-breakpoint
CREATE TABLE "job_post_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"hint_company_name" text,
	"hint_company_website" text,
	"hint_company_email" text,
	"hint_company_description" text,
	"hint_position" text,
	"hint_description" text,
	"hint_how_to_apply_email" text,
	"hint_how_to_apply" text,
	"hint_deadline" text,
	"hint_city" text,
	"hint_compensation_paid" text,
	"hint_compensation_unpaid" text,
	"hint_compensation_stipend" text,
	"label_company" text,
	"label_company_name" text,
	"label_company_website" text,
	"label_company_email" text,
	"label_company_phone" text,
	"label_company_description" text,
	"label_description" text,
	"label_how_to_apply_how" text,
	"label_how_to_apply" text,
	"label_work_remote" text,
	"label_additional_application_instructions" text,
	"label_type" text,
	"label_position" text
);
--> statement-breakpoint
CREATE TABLE "job_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "region_states" (
	"region_id" integer NOT NULL,
	"state_code" varchar(2) NOT NULL,
	CONSTRAINT "region_states_region_id_state_code_pk" PRIMARY KEY("region_id","state_code")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(30) NOT NULL,
	"name" varchar(60) NOT NULL,
	CONSTRAINT "regions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"code" varchar(10) NOT NULL,
	"is_territory" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zip_codes" (
	"zip" varchar(5) PRIMARY KEY NOT NULL,
	"city" varchar(100) NOT NULL,
	"state_code" varchar(2) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" varchar(320) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"template" varchar(60) NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(38) NOT NULL,
	"params" varchar(2000) NOT NULL,
	"status" varchar(8) DEFAULT 'active' NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	"last_digest_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_suggestions" (
	"kind" varchar(10) NOT NULL,
	"value" varchar(200) NOT NULL,
	"jobs_count" integer DEFAULT 0 NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_suggestions_kind_value_pk" PRIMARY KEY("kind","value")
);
--> statement-breakpoint
CREATE TABLE "job_link_clicks" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"tag" varchar(50) NOT NULL,
	"user_id" integer,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_referral_days" (
	"job_id" integer NOT NULL,
	"channel" varchar(20) NOT NULL,
	"day" date NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_referral_days_job_id_channel_day_pk" PRIMARY KEY("job_id","channel","day")
);
--> statement-breakpoint
CREATE TABLE "job_share_trackings" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"subject" varchar(20) NOT NULL,
	"user_id" integer,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_counters" (
	"id" integer PRIMARY KEY NOT NULL,
	"jobs_follow_count" integer DEFAULT 0 NOT NULL,
	"companies_follow_count" integer DEFAULT 0 NOT NULL,
	"jobs_count" integer DEFAULT 0 NOT NULL,
	"job_packages_count" integer DEFAULT 0 NOT NULL,
	"saved_searches_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(100) NOT NULL,
	"email" varchar(100) NOT NULL,
	"password_hash" text NOT NULL,
	"role" varchar(10) DEFAULT 'user' NOT NULL,
	"identify_as" varchar(20) DEFAULT 'job seeker' NOT NULL,
	"country" varchar(100),
	"state" varchar(100),
	"city" varchar(100),
	"birthday" date,
	"gender" varchar(20),
	"ethnicity" varchar(60),
	"is_confirmed" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmation_prompt_dismissed_at" timestamp with time zone,
	"last_login" timestamp with time zone,
	"last_ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_follow_jobs" ADD CONSTRAINT "user_follow_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_follow_jobs" ADD CONSTRAINT "user_follow_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_slider_images" ADD CONSTRAINT "home_slider_images_category_id_home_slider_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."home_slider_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_category_images" ADD CONSTRAINT "job_category_images_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_sent_jobs" ADD CONSTRAINT "saved_search_sent_jobs_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_sent_jobs" ADD CONSTRAINT "saved_search_sent_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_view_days" ADD CONSTRAINT "job_view_days_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_view_visitors" ADD CONSTRAINT "job_view_visitors_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_post_type_id_job_post_types_id_fk" FOREIGN KEY ("post_type_id") REFERENCES "public"."job_post_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_type_id_job_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."job_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compensation_ranges" ADD CONSTRAINT "compensation_ranges_compensation_type_id_compensation_types_id_fk" FOREIGN KEY ("compensation_type_id") REFERENCES "public"."compensation_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_states" ADD CONSTRAINT "region_states_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_link_clicks" ADD CONSTRAINT "job_link_clicks_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_link_clicks" ADD CONSTRAINT "job_link_clicks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_referral_days" ADD CONSTRAINT "job_referral_days_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_share_trackings" ADD CONSTRAINT "job_share_trackings_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_share_trackings" ADD CONSTRAINT "job_share_trackings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_counters" ADD CONSTRAINT "user_counters_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_applications_job_idx" ON "job_applications" USING btree ("job_id","date_added");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_tokens_user_idx" ON "user_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "user_follow_jobs_user_job_idx" ON "user_follow_jobs" USING btree ("user_id","job_id");--> statement-breakpoint
CREATE INDEX "user_follow_jobs_job_idx" ON "user_follow_jobs" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "home_slider_images_category_idx" ON "home_slider_images" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "job_category_images_category_idx" ON "job_category_images" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "job_view_days_day_idx" ON "job_view_days" USING btree ("day","job_id");--> statement-breakpoint
CREATE INDEX "job_view_visitors_day_idx" ON "job_view_visitors" USING btree ("day");--> statement-breakpoint
CREATE INDEX "jobs_status_date_added_idx" ON "jobs" USING btree ("status","date_added");--> statement-breakpoint
CREATE INDEX "jobs_owner_idx" ON "jobs" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "jobs_listed_date_added_idx" ON "jobs" USING btree ("date_added" DESC NULLS LAST,"id" DESC NULLS LAST,"date_expire") WHERE "jobs"."status" IN ('approved', 'filled');--> statement-breakpoint
CREATE INDEX "jobs_listed_location_idx" ON "jobs" USING gist ("location") WHERE "jobs"."status" IN ('approved', 'filled');--> statement-breakpoint
CREATE INDEX "jobs_listed_search_vector_idx" ON "jobs" USING gin ("search_vector") WHERE "jobs"."status" IN ('approved', 'filled');--> statement-breakpoint
CREATE INDEX "jobs_listed_category_ids_idx" ON "jobs" USING gin ("category_ids") WHERE "jobs"."status" IN ('approved', 'filled');--> statement-breakpoint
CREATE INDEX "jobs_listed_compensation_type_ids_idx" ON "jobs" USING gin ("compensation_type_ids") WHERE "jobs"."status" IN ('approved', 'filled');--> statement-breakpoint
CREATE INDEX "jobs_listed_compensation_range_ids_idx" ON "jobs" USING gin ("compensation_range_ids") WHERE "jobs"."status" IN ('approved', 'filled');--> statement-breakpoint
CREATE INDEX "jobs_listed_state_idx" ON "jobs" USING btree ("state") WHERE "jobs"."status" IN ('approved', 'filled');--> statement-breakpoint
CREATE INDEX "jobs_listed_type_idx" ON "jobs" USING btree ("type_id") WHERE "jobs"."status" IN ('approved', 'filled');--> statement-breakpoint
CREATE INDEX "jobs_listed_company_trgm_idx" ON "jobs" USING gin ("company_name" gin_trgm_ops) WHERE "jobs"."status" IN ('approved', 'filled');--> statement-breakpoint
CREATE INDEX "states_country_idx" ON "states" USING btree ("country_id","name");--> statement-breakpoint
CREATE INDEX "zip_codes_city_state_idx" ON "zip_codes" USING btree ("state_code","city");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","date_added");--> statement-breakpoint
CREATE INDEX "saved_searches_active_idx" ON "saved_searches" USING btree ("status","last_digest_at");--> statement-breakpoint
CREATE INDEX "search_suggestions_value_trgm_idx" ON "search_suggestions" USING gin ("value" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_link_clicks_job_idx" ON "job_link_clicks" USING btree ("job_id","tag");--> statement-breakpoint
CREATE INDEX "job_share_trackings_job_idx" ON "job_share_trackings" USING btree ("job_id","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree ("username");