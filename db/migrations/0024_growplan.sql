CREATE TABLE "grow_plan_choices" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"post_id" integer,
	"custom_post" text DEFAULT '' NOT NULL,
	"stage_id" integer NOT NULL,
	"industry_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grow_plan_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grow_plan_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"step_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"course_id" integer,
	"training_id" integer,
	"exam_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "grow_plan_tasks_kind_ck" CHECK (kind in ('course', 'live', 'exam')),
	CONSTRAINT "grow_plan_tasks_target_ck" CHECK (("grow_plan_tasks"."kind" = 'course') = ("grow_plan_tasks"."course_id" is not null) and ("grow_plan_tasks"."kind" = 'live') = ("grow_plan_tasks"."training_id" is not null) and ("grow_plan_tasks"."kind" = 'exam') = ("grow_plan_tasks"."exam_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "grow_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"post_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"stage_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"industry_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"is_special" integer DEFAULT 0 NOT NULL,
	"published" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grow_plans_flags_ck" CHECK ("grow_plans"."is_special" in (0, 1) and "grow_plans"."published" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "grow_plan_choices" ADD CONSTRAINT "grow_plan_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grow_plan_choices" ADD CONSTRAINT "grow_plan_choices_post_id_interest_options_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."interest_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grow_plan_choices" ADD CONSTRAINT "grow_plan_choices_stage_id_interest_options_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."interest_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grow_plan_choices" ADD CONSTRAINT "grow_plan_choices_industry_id_interest_options_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."interest_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grow_plan_choices" ADD CONSTRAINT "grow_plan_choices_plan_id_grow_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."grow_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grow_plan_steps" ADD CONSTRAINT "grow_plan_steps_plan_id_grow_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."grow_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grow_plan_tasks" ADD CONSTRAINT "grow_plan_tasks_step_id_grow_plan_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."grow_plan_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grow_plan_tasks" ADD CONSTRAINT "grow_plan_tasks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grow_plan_tasks" ADD CONSTRAINT "grow_plan_tasks_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grow_plan_tasks" ADD CONSTRAINT "grow_plan_tasks_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grow_plan_choices_plan_idx" ON "grow_plan_choices" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "grow_plan_steps_plan_idx" ON "grow_plan_steps" USING btree ("plan_id","sort");--> statement-breakpoint
CREATE INDEX "grow_plan_tasks_step_idx" ON "grow_plan_tasks" USING btree ("step_id","sort");