CREATE TABLE "reseller_survey_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"join_show_question_id" integer[] DEFAULT '{}' NOT NULL,
	"regx" text DEFAULT '' NOT NULL,
	"br" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reseller_survey_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" integer NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"is_hide" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reseller_survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reseller_survey_responses_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "reseller_survey_options" ADD CONSTRAINT "reseller_survey_options_question_id_reseller_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."reseller_survey_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_survey_responses" ADD CONSTRAINT "reseller_survey_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;