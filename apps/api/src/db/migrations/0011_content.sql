CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"slug" varchar(220) NOT NULL,
	"excerpt" varchar(600) NOT NULL,
	"image" varchar(300),
	"image_alt" varchar(200),
	"author" varchar(100),
	"content" text NOT NULL,
	"tags" varchar(20)[] DEFAULT '{}' NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(100) NOT NULL,
	"category" varchar(50) NOT NULL,
	"description" text NOT NULL,
	"user_id" integer,
	"status" varchar(10) DEFAULT 'new' NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" varchar(40) NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"image" varchar(300),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alum_inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"alum_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(100) NOT NULL,
	"message" text NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alums" (
	"id" serial PRIMARY KEY NOT NULL,
	"establishment_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"bio" text NOT NULL,
	"email" varchar(100) NOT NULL,
	"contacted_counter" integer DEFAULT 0 NOT NULL,
	"image" varchar(300),
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "education_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(300) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "establishment_tags" (
	"establishment_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "establishment_tags_establishment_id_tag_id_pk" PRIMARY KEY("establishment_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "establishments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"location" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"url" varchar(200) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"question" varchar(500) NOT NULL,
	"answer" text NOT NULL,
	"refund_form" varchar(3) DEFAULT 'no' NOT NULL,
	"special_question" varchar(3) DEFAULT 'no' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"show_in_pricing_page" boolean DEFAULT false NOT NULL,
	"sort_order_in_pricing_page" integer DEFAULT 0 NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(100) NOT NULL,
	"message" text NOT NULL,
	"faq_id" integer,
	"user_id" integer,
	"status" varchar(10) DEFAULT 'new' NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_deliveries" (
	"issue_id" integer NOT NULL,
	"subscriber_id" integer NOT NULL,
	"mail_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_deliveries_issue_id_subscriber_id_pk" PRIMARY KEY("issue_id","subscriber_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"slug" varchar(220) NOT NULL,
	"content" text NOT NULL,
	"guest_post" boolean DEFAULT false NOT NULL,
	"img_link" varchar(300),
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"date_added" timestamp with time zone,
	"sending_started_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(100) NOT NULL,
	"status" varchar(15) DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" varchar(64),
	"confirm_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "press_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(10) NOT NULL,
	"title" varchar(200) NOT NULL,
	"image" varchar(300) NOT NULL,
	"image_link" varchar(500) NOT NULL,
	"description" text NOT NULL,
	"attachment" varchar(500),
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" varchar(10) NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(100),
	"country" varchar(100),
	"state" varchar(100),
	"city" varchar(100),
	"position_title" varchar(100),
	"website_url" varchar(300),
	"website_name" varchar(100),
	"content" text NOT NULL,
	"show_on_home" smallint DEFAULT 0 NOT NULL,
	"show_on_checkout_success" smallint DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attachment_path" varchar(300),
	"attachment_name" varchar(100),
	"attachment_content_type" varchar(50),
	"date_added" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "words_of_wisdom" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" varchar(300) NOT NULL,
	"description" varchar(500) NOT NULL,
	"url" varchar(500) NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alum_inquiries" ADD CONSTRAINT "alum_inquiries_alum_id_alums_id_fk" FOREIGN KEY ("alum_id") REFERENCES "public"."alums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alums" ADD CONSTRAINT "alums_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishment_tags" ADD CONSTRAINT "establishment_tags_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishment_tags" ADD CONSTRAINT "establishment_tags_tag_id_education_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."education_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_issue_id_newsletter_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_idx" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_posts_list_idx" ON "blog_posts" USING btree ("status","date");--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","date_added");--> statement-breakpoint
CREATE INDEX "content_pages_section_idx" ON "content_pages" USING btree ("section","sort_order");--> statement-breakpoint
CREATE INDEX "alum_inquiries_alum_idx" ON "alum_inquiries" USING btree ("alum_id","date_added");--> statement-breakpoint
CREATE INDEX "alums_establishment_idx" ON "alums" USING btree ("establishment_id","sort_order");--> statement-breakpoint
CREATE INDEX "establishment_tags_tag_idx" ON "establishment_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "establishments_order_idx" ON "establishments" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "faqs_category_idx" ON "faqs" USING btree ("category_id","sort_order");--> statement-breakpoint
CREATE INDEX "faqs_pricing_idx" ON "faqs" USING btree ("show_in_pricing_page","sort_order_in_pricing_page");--> statement-breakpoint
CREATE INDEX "refund_requests_status_idx" ON "refund_requests" USING btree ("status","date_added");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_issues_slug_idx" ON "newsletter_issues" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "newsletter_issues_archive_idx" ON "newsletter_issues" USING btree ("status","date_added");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_token_idx" ON "newsletter_subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "press_items_type_idx" ON "press_items" USING btree ("type","sort_order");--> statement-breakpoint
CREATE INDEX "testimonials_list_idx" ON "testimonials" USING btree ("status","category","date_added");--> statement-breakpoint
CREATE INDEX "words_of_wisdom_date_idx" ON "words_of_wisdom" USING btree ("date_added","id");