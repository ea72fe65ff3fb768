CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"name" varchar(200) NOT NULL,
	"slug" varchar(220) NOT NULL,
	"website" varchar(300),
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"jobs_count" integer NOT NULL,
	"job_price" integer NOT NULL,
	"price" integer NOT NULL,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_job_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"job_package_id" integer NOT NULL,
	"order_item_id" integer,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_expire" timestamp with time zone NOT NULL,
	"jobs_used_count" integer DEFAULT 0 NOT NULL,
	"jobs_remaining_count" integer NOT NULL,
	CONSTRAINT "user_job_packages_remaining_check" CHECK ("user_job_packages"."jobs_remaining_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "job_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"user_id" integer,
	"job_status" varchar(12) NOT NULL,
	"previous" jsonb NOT NULL,
	"changed" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_objects" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"kind" varchar(10) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"name" varchar(120) NOT NULL,
	"path" varchar(200) NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pay_period" varchar(4);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pay_min" bigint;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pay_max" bigint;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "company_slug" varchar(220);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "awaiting_payment_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "user_job_package_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_job_packages" ADD CONSTRAINT "user_job_packages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_job_packages" ADD CONSTRAINT "user_job_packages_job_package_id_job_packages_id_fk" FOREIGN KEY ("job_package_id") REFERENCES "public"."job_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_revisions" ADD CONSTRAINT "job_revisions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_revisions" ADD CONSTRAINT "job_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_slug_idx" ON "companies" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_owner_name_idx" ON "companies" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name");--> statement-breakpoint
CREATE INDEX "user_job_packages_user_idx" ON "user_job_packages" USING btree ("user_id","status","date_expire");--> statement-breakpoint
CREATE INDEX "job_revisions_job_idx" ON "job_revisions" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "media_objects_owner_idx" ON "media_objects" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_user_job_package_id_user_job_packages_id_fk" FOREIGN KEY ("user_job_package_id") REFERENCES "public"."user_job_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_company_idx" ON "jobs" USING btree ("company_id");