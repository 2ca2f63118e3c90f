CREATE TABLE "training_attends" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"audit" integer DEFAULT 1 NOT NULL,
	"settings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"survey" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_attends_status_ck" CHECK ("training_attends"."status" in ('signed', 'waiting', 'released')),
	CONSTRAINT "training_attends_audit_ck" CHECK ("training_attends"."audit" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "training_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "training_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "training_invites" (
	"training_id" integer NOT NULL,
	"area_code" text DEFAULT '+86' NOT NULL,
	"mobile" text NOT NULL,
	CONSTRAINT "training_invites_training_id_area_code_mobile_pk" PRIMARY KEY("training_id","area_code","mobile")
);
--> statement-breakpoint
CREATE TABLE "training_question_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"question_option" text NOT NULL,
	"is_other" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_id" integer NOT NULL,
	"question_type" integer NOT NULL,
	"question_name" text NOT NULL,
	"is_requireded" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "training_questions_type_ck" CHECK ("training_questions"."question_type" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "training_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_id" integer NOT NULL,
	"name" text NOT NULL,
	"type_id" integer NOT NULL,
	"is_requireded" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_visits_kind_ck" CHECK ("training_visits"."kind" in ('live', 'replay'))
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"id" serial PRIMARY KEY NOT NULL,
	"str_id" text NOT NULL,
	"title" text NOT NULL,
	"category_id" integer,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"descripts" text DEFAULT '' NOT NULL,
	"lecturer" text DEFAULT '[]' NOT NULL,
	"qrcode" text DEFAULT '' NOT NULL,
	"detail_button" jsonb,
	"si_yu_qr_text" text DEFAULT '' NOT NULL,
	"join_url" text DEFAULT '' NOT NULL,
	"db_url" text DEFAULT '' NOT NULL,
	"is_approve" integer DEFAULT 0 NOT NULL,
	"directed" integer DEFAULT 0 NOT NULL,
	"capacity" integer,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"column_type" integer DEFAULT 0 NOT NULL,
	"modules_id" integer DEFAULT 0 NOT NULL,
	"special_column_id" integer DEFAULT 0 NOT NULL,
	"is_hot" integer DEFAULT 0 NOT NULL,
	"is_choiceness" integer DEFAULT 0 NOT NULL,
	"published" integer DEFAULT 1 NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainings_str_id_unique" UNIQUE("str_id"),
	CONSTRAINT "trainings_seats_ck" CHECK ("trainings"."seats_taken" >= 0 and ("trainings"."capacity" is null or "trainings"."seats_taken" <= "trainings"."capacity")),
	CONSTRAINT "trainings_time_ck" CHECK ("trainings"."end_at" >= "trainings"."start_at"),
	CONSTRAINT "trainings_flags_ck" CHECK ("trainings"."is_approve" in (0, 1) and "trainings"."directed" in (0, 1) and "trainings"."published" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "training_attends" ADD CONSTRAINT "training_attends_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_attends" ADD CONSTRAINT "training_attends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_invites" ADD CONSTRAINT "training_invites_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_question_options" ADD CONSTRAINT "training_question_options_question_id_training_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."training_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_questions" ADD CONSTRAINT "training_questions_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_settings" ADD CONSTRAINT "training_settings_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_visits" ADD CONSTRAINT "training_visits_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_visits" ADD CONSTRAINT "training_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_category_id_training_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."training_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_attends_uq" ON "training_attends" USING btree ("training_id","user_id");--> statement-breakpoint
CREATE INDEX "training_attends_queue_idx" ON "training_attends" USING btree ("training_id","status","id");--> statement-breakpoint
CREATE INDEX "training_attends_user_idx" ON "training_attends" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "training_question_options_question_idx" ON "training_question_options" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "training_questions_training_idx" ON "training_questions" USING btree ("training_id");--> statement-breakpoint
CREATE INDEX "training_settings_training_idx" ON "training_settings" USING btree ("training_id");--> statement-breakpoint
CREATE INDEX "training_visits_training_idx" ON "training_visits" USING btree ("training_id","created_at");--> statement-breakpoint
CREATE INDEX "trainings_start_idx" ON "trainings" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "trainings_home_idx" ON "trainings" USING btree ("column_type","modules_id","special_column_id");