CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"contents" text DEFAULT '' NOT NULL,
	"user_detail_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"survey_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"need_approve" integer DEFAULT 0 NOT NULL,
	"agreement" text DEFAULT '' NOT NULL,
	"is_share" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_time_ck" CHECK ("activities"."end_time" >= "activities"."start_time"),
	CONSTRAINT "activities_flags_ck" CHECK ("activities"."need_approve" in (0, 1) and "activities"."is_share" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "activity_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"setting" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"survey_submit" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audit" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_signups_audit_ck" CHECK ("activity_signups"."audit" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "activity_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"step_id" integer NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_tasks_score_ck" CHECK ("activity_tasks"."score" >= 0)
);
--> statement-breakpoint
CREATE TABLE "medal_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"medal_id" integer NOT NULL,
	"level" integer NOT NULL,
	"number" integer NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"icon_lighten" text DEFAULT '' NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	CONSTRAINT "medal_levels_number_ck" CHECK ("medal_levels"."number" >= 0 and "medal_levels"."score" >= 0)
);
--> statement-breakpoint
CREATE TABLE "medals" (
	"id" serial PRIMARY KEY NOT NULL,
	"step_id" integer,
	"name" text NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"where_type" integer NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	CONSTRAINT "medals_where_type_ck" CHECK ("medals"."where_type" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "user_medals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"medal_level_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"score_claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "points_balances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_balances_nonnegative_ck" CHECK ("points_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"source_type" text NOT NULL,
	"source_id" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_delta_ck" CHECK ("points_ledger"."delta" <> 0),
	CONSTRAINT "points_ledger_balance_ck" CHECK ("points_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "activity_signups" ADD CONSTRAINT "activity_signups_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_signups" ADD CONSTRAINT "activity_signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_steps" ADD CONSTRAINT "activity_steps_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_tasks" ADD CONSTRAINT "activity_tasks_step_id_activity_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."activity_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medal_levels" ADD CONSTRAINT "medal_levels_medal_id_medals_id_fk" FOREIGN KEY ("medal_id") REFERENCES "public"."medals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medals" ADD CONSTRAINT "medals_step_id_activity_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."activity_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_medals" ADD CONSTRAINT "user_medals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_medals" ADD CONSTRAINT "user_medals_medal_level_id_medal_levels_id_fk" FOREIGN KEY ("medal_level_id") REFERENCES "public"."medal_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD CONSTRAINT "user_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD CONSTRAINT "user_tasks_task_id_activity_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."activity_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_balances" ADD CONSTRAINT "points_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_signups_user_uq" ON "activity_signups" USING btree ("activity_id","user_id");--> statement-breakpoint
CREATE INDEX "activity_signups_audit_idx" ON "activity_signups" USING btree ("activity_id","audit");--> statement-breakpoint
CREATE INDEX "activity_steps_activity_idx" ON "activity_steps" USING btree ("activity_id","sort");--> statement-breakpoint
CREATE INDEX "activity_tasks_step_idx" ON "activity_tasks" USING btree ("step_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "medal_levels_level_uq" ON "medal_levels" USING btree ("medal_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "medals_step_uq" ON "medals" USING btree ("step_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_medals_uq" ON "user_medals" USING btree ("user_id","medal_level_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_tasks_uq" ON "user_tasks" USING btree ("user_id","task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_source_uq" ON "points_ledger" USING btree ("source_type","source_id","user_id");--> statement-breakpoint
CREATE INDEX "points_ledger_user_idx" ON "points_ledger" USING btree ("user_id","created_at");