CREATE TABLE "learning_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "learning_tags_kind_ck" CHECK (kind in ('resources', 'product', 'gangwei', 'theme', 'target', 'growstep', 'certs', 'usertar'))
);
--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "industry_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "tag_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "learning_tags_kind_name_uq" ON "learning_tags" USING btree ("kind","name");--> statement-breakpoint
CREATE INDEX "trainings_industry_ids_idx" ON "trainings" USING gin ("industry_ids");--> statement-breakpoint
CREATE INDEX "trainings_tag_ids_idx" ON "trainings" USING gin ("tag_ids");