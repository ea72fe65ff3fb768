CREATE TABLE "receipt_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"job_invoice_id" integer,
	"order_id" integer NOT NULL,
	"file_action" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"user_id" integer NOT NULL,
	"provider" varchar(10) NOT NULL,
	"customer_id" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_user_id_provider_pk" PRIMARY KEY("user_id","provider")
);
--> statement-breakpoint
CREATE TABLE "test_payment_methods" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"brand" varchar(20) NOT NULL,
	"last4" varchar(4) NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_setup_intents" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"client_secret" varchar(100) NOT NULL,
	"status" varchar(30) NOT NULL,
	"payment_method_id" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "receipt_requests" ADD CONSTRAINT "receipt_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_requests" ADD CONSTRAINT "receipt_requests_job_invoice_id_job_invoices_id_fk" FOREIGN KEY ("job_invoice_id") REFERENCES "public"."job_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_requests" ADD CONSTRAINT "receipt_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_payment_methods" ADD CONSTRAINT "test_payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_setup_intents" ADD CONSTRAINT "test_setup_intents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipt_requests_user_idx" ON "receipt_requests" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "receipt_requests_kind_idx" ON "receipt_requests" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "test_payment_methods_user_idx" ON "test_payment_methods" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "test_setup_intents_user_idx" ON "test_setup_intents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pricing_slides_order_idx" ON "pricing_slides" USING btree ("sort_order","id");