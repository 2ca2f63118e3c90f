CREATE TABLE "exam_attempt_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"option_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"texts" text[] DEFAULT '{}'::text[] NOT NULL,
	"flagged" integer DEFAULT 0 NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"auto_score" integer,
	"mark_score" integer,
	"mark_comment" text DEFAULT '' NOT NULL,
	"marker_id" integer,
	"marked_at" timestamp with time zone,
	CONSTRAINT "exam_attempt_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "exam_attempt_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"kind" text NOT NULL,
	"photo_key" text DEFAULT '' NOT NULL,
	"photo_deleted_at" timestamp with time zone,
	"detail" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"proctored" integer DEFAULT 0 NOT NULL,
	"leave_limit" integer DEFAULT 3 NOT NULL,
	"violations" integer DEFAULT 0 NOT NULL,
	"allow_review" integer DEFAULT 1 NOT NULL,
	"paper" jsonb NOT NULL,
	"zong_fen" integer NOT NULL,
	"pass_score" integer NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"pending" integer DEFAULT 0 NOT NULL,
	"score" integer,
	"scored_at" timestamp with time zone,
	"void_reason" text DEFAULT '' NOT NULL,
	"voided_at" timestamp with time zone,
	CONSTRAINT "exam_attempts_status_ck" CHECK ("exam_attempts"."status" in ('running', 'marking', 'scored', 'voided')),
	CONSTRAINT "exam_attempts_end_ck" CHECK (("exam_attempts"."ended_at" is null) = ("exam_attempts"."end_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "exam_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"stem" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correct_options" text[] DEFAULT '{}'::text[] NOT NULL,
	"blank_answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reference_answer" text DEFAULT '' NOT NULL,
	"analysis" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"difficulty" integer DEFAULT 3 NOT NULL,
	"exam_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"retired" integer DEFAULT 0 NOT NULL,
	"import_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_questions_type_ck" CHECK ("exam_questions"."type" in ('single', 'multiple', 'judge', 'fill', 'short')),
	CONSTRAINT "exam_questions_difficulty_ck" CHECK ("exam_questions"."difficulty" between 1 and 5),
	CONSTRAINT "exam_questions_retired_ck" CHECK ("exam_questions"."retired" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "exam_sessions" ADD COLUMN "mode" text DEFAULT 'provider' NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_sessions" ALTER COLUMN "mode" SET DEFAULT 'online';--> statement-breakpoint
ALTER TABLE "exam_sessions" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "paper_rules" jsonb;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "leave_limit" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "allow_review" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_attempt_answers" ADD CONSTRAINT "exam_attempt_answers_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempt_events" ADD CONSTRAINT "exam_attempt_events_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_registration_id_exam_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."exam_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_session_id_exam_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."exam_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_attempt_events_attempt_idx" ON "exam_attempt_events" USING btree ("attempt_id","at");--> statement-breakpoint
CREATE INDEX "exam_attempt_events_photo_idx" ON "exam_attempt_events" USING btree ("at") WHERE "exam_attempt_events"."photo_key" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_registration_uq" ON "exam_attempts" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "exam_attempts_running_idx" ON "exam_attempts" USING btree ("ends_at") WHERE "exam_attempts"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "exam_attempts_exam_idx" ON "exam_attempts" USING btree ("exam_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_questions_import_uq" ON "exam_questions" USING btree ("import_key");--> statement-breakpoint
CREATE INDEX "exam_questions_exams_idx" ON "exam_questions" USING gin ("exam_ids");--> statement-breakpoint
ALTER TABLE "exam_sessions" ADD CONSTRAINT "exam_sessions_mode_ck" CHECK ("exam_sessions"."mode" in ('online', 'provider'));