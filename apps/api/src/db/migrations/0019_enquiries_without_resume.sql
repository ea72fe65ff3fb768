ALTER TABLE "job_applications" ALTER COLUMN "resume_path" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ALTER COLUMN "resume_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ALTER COLUMN "resume_content_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ALTER COLUMN "resume_size" DROP NOT NULL;