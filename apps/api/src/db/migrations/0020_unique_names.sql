-- FAQ category, education tag and job package names were kept unique (in any case) by the back
-- office's check alone, which two writes at the same moment can both pass. Before the indexes hold
-- the rule, a later row that shares an earlier row's name is renamed after its id, so the indexes
-- can be made on any database; staff then see which one to rename.
UPDATE "education_tags" AS "later" SET "name" = left("later"."name", 80) || ' (' || "later"."id" || ')'
WHERE EXISTS (SELECT 1 FROM "education_tags" AS "earlier" WHERE lower("earlier"."name") = lower("later"."name") AND "earlier"."id" < "later"."id");--> statement-breakpoint
UPDATE "faq_categories" AS "later" SET "name" = left("later"."name", 80) || ' (' || "later"."id" || ')'
WHERE EXISTS (SELECT 1 FROM "faq_categories" AS "earlier" WHERE lower("earlier"."name") = lower("later"."name") AND "earlier"."id" < "later"."id");--> statement-breakpoint
UPDATE "job_packages" AS "later" SET "name" = left("later"."name", 80) || ' (' || "later"."id" || ')'
WHERE EXISTS (SELECT 1 FROM "job_packages" AS "earlier" WHERE lower("earlier"."name") = lower("later"."name") AND "earlier"."id" < "later"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "education_tags_name_lower_idx" ON "education_tags" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "faq_categories_name_lower_idx" ON "faq_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "job_packages_name_lower_idx" ON "job_packages" USING btree (lower("name"));
