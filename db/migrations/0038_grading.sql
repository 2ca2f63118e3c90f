CREATE TABLE "grade_answers" (
	"grading_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"val" integer NOT NULL,
	CONSTRAINT "grade_answers_grading_id_question_id_option_id_pk" PRIMARY KEY("grading_id","question_id","option_id"),
	CONSTRAINT "grade_answers_option_ck" CHECK ("grade_answers"."option_id" between 1 and 4),
	CONSTRAINT "grade_answers_val_ck" CHECK ("grade_answers"."val" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "grade_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_id" integer NOT NULL,
	"title" text NOT NULL,
	"lecturer" text DEFAULT '' NOT NULL,
	"items" text[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grade_questions_items_ck" CHECK (cardinality("grade_questions"."items") = 4)
);
--> statement-breakpoint
CREATE TABLE "gradings" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"suggest" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grade_answers" ADD CONSTRAINT "grade_answers_grading_id_gradings_id_fk" FOREIGN KEY ("grading_id") REFERENCES "public"."gradings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_answers" ADD CONSTRAINT "grade_answers_question_id_grade_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."grade_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_questions" ADD CONSTRAINT "grade_questions_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradings" ADD CONSTRAINT "gradings_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradings" ADD CONSTRAINT "gradings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grade_answers_question_idx" ON "grade_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "grade_questions_training_idx" ON "grade_questions" USING btree ("training_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "gradings_uq" ON "gradings" USING btree ("training_id","user_id");