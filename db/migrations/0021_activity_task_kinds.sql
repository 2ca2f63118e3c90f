ALTER TABLE "activity_tasks" ADD COLUMN "kind" text DEFAULT 'visit' NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_tasks" ADD COLUMN "training_id" integer;--> statement-breakpoint
ALTER TABLE "activity_tasks" ADD COLUMN "exam_id" integer;--> statement-breakpoint
ALTER TABLE "activity_tasks" ADD CONSTRAINT "activity_tasks_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_tasks" ADD CONSTRAINT "activity_tasks_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_tasks" ADD CONSTRAINT "activity_tasks_kind_ck" CHECK (kind in ('visit', 'signup', 'live', 'exam'));--> statement-breakpoint
ALTER TABLE "activity_tasks" ADD CONSTRAINT "activity_tasks_target_ck" CHECK (("activity_tasks"."kind" = 'live') = ("activity_tasks"."training_id" is not null) and ("activity_tasks"."kind" = 'exam') = ("activity_tasks"."exam_id" is not null));