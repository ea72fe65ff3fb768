CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"value" integer NOT NULL,
	"applies_to" varchar(10) DEFAULT 'both' NOT NULL,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"uses_count" integer DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_value_check" CHECK ("promo_codes"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "shopping_cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"entity_type" varchar(12) NOT NULL,
	"job_id" integer,
	"job_package_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"status" varchar(12) DEFAULT 'unprocessed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_cart_items_entity_check" CHECK (("shopping_cart_items"."entity_type" = 'job' AND "shopping_cart_items"."job_id" IS NOT NULL) OR ("shopping_cart_items"."entity_type" = 'job-package' AND "shopping_cart_items"."job_package_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "shopping_carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(12) DEFAULT 'unprocessed' NOT NULL,
	"accept_promotional_code" boolean DEFAULT true NOT NULL,
	"promo_code_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"entity_type" varchar(12) NOT NULL,
	"job_id" integer,
	"job_package_id" integer,
	"name" varchar(220) NOT NULL,
	"price" integer NOT NULL,
	"user_job_package_id" integer,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"shopping_cart_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'paid' NOT NULL,
	"subtotal" integer NOT NULL,
	"job_packages_discounted_jobs_count" integer DEFAULT 0 NOT NULL,
	"job_packages_discount" integer DEFAULT 0 NOT NULL,
	"promo_code_id" integer,
	"promo_code" varchar(40),
	"promo_code_discount" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"shopping_cart_id" integer NOT NULL,
	"order_id" integer,
	"user_id" integer NOT NULL,
	"provider" varchar(10) NOT NULL,
	"provider_payment_id" varchar(100),
	"idempotency_key" varchar(255),
	"amount" integer NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"card_brand" varchar(20),
	"card_last4" varchar(4),
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"payment_id" integer,
	"amount" integer NOT NULL,
	"provider_refund_id" varchar(100),
	"reason" text,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shopping_cart_items" ADD CONSTRAINT "shopping_cart_items_cart_id_shopping_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."shopping_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_cart_items" ADD CONSTRAINT "shopping_cart_items_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_cart_items" ADD CONSTRAINT "shopping_cart_items_job_package_id_job_packages_id_fk" FOREIGN KEY ("job_package_id") REFERENCES "public"."job_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_carts" ADD CONSTRAINT "shopping_carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_carts" ADD CONSTRAINT "shopping_carts_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invoices" ADD CONSTRAINT "job_invoices_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invoices" ADD CONSTRAINT "job_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invoices" ADD CONSTRAINT "job_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invoices" ADD CONSTRAINT "job_invoices_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_job_package_id_job_packages_id_fk" FOREIGN KEY ("job_package_id") REFERENCES "public"."job_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_user_job_package_id_user_job_packages_id_fk" FOREIGN KEY ("user_job_package_id") REFERENCES "public"."user_job_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shopping_cart_id_shopping_carts_id_fk" FOREIGN KEY ("shopping_cart_id") REFERENCES "public"."shopping_carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_shopping_cart_id_shopping_carts_id_fk" FOREIGN KEY ("shopping_cart_id") REFERENCES "public"."shopping_carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_lower_idx" ON "promo_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "shopping_cart_items_cart_idx" ON "shopping_cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_cart_items_job_once_idx" ON "shopping_cart_items" USING btree ("cart_id","job_id") WHERE "shopping_cart_items"."job_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_carts_one_open_idx" ON "shopping_carts" USING btree ("user_id") WHERE "shopping_carts"."status" = 'unprocessed';--> statement-breakpoint
CREATE INDEX "shopping_carts_expiry_idx" ON "shopping_carts" USING btree ("expires_at") WHERE "shopping_carts"."status" = 'unprocessed';--> statement-breakpoint
CREATE INDEX "job_invoices_user_idx" ON "job_invoices" USING btree ("user_id","date_added");--> statement-breakpoint
CREATE INDEX "job_invoices_job_idx" ON "job_invoices" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_job_idx" ON "order_items" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_shopping_cart_idx" ON "orders" USING btree ("shopping_cart_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_cart_idx" ON "payments" USING btree ("shopping_cart_id") WHERE "payments"."status" IN ('pending', 'succeeded');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_id_idx" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");