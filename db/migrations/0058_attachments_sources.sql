ALTER TABLE "applications" ADD COLUMN "source" text DEFAULT 'list' NOT NULL;--> statement-breakpoint
ALTER TABLE "cvs" ADD COLUMN "attachment_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cvs" ADD COLUMN "attachment_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cvs" ADD COLUMN "attachment_size" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cvs" ADD COLUMN "attachment_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_source_ck" CHECK ("applications"."source" in ('list', 'search', 'recommend', 'share', 'company'));