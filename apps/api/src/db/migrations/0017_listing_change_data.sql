ALTER TABLE "listing_change_log" ADD COLUMN "listed" json;--> statement-breakpoint
ALTER TABLE "listing_change_log" ADD COLUMN "text_ids" integer[];