CREATE TABLE "exam_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"chinese_name" text NOT NULL,
	"company_name" text NOT NULL,
	"id_type" integer NOT NULL,
	"id_card" text NOT NULL,
	"id_pic" text DEFAULT '' NOT NULL,
	"area_code" text NOT NULL,
	"phone" text NOT NULL,
	"beisen_key" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"fee_fen" integer NOT NULL,
	"pay_method" text,
	"paid_fen" integer,
	"paid_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"review_note" text DEFAULT '' NOT NULL,
	"session_id" integer,
	"booked_at" timestamp with time zone,
	"score" integer,
	"result_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_registrations_status_ck" CHECK ("exam_registrations"."status" in ('check', 'unpaid', 'waitaudit', 'approved', 'booked', 'passed', 'failed', 'rejected', 'cancelled')),
	CONSTRAINT "exam_registrations_id_type_ck" CHECK ("exam_registrations"."id_type" in (0, 1)),
	CONSTRAINT "exam_registrations_booking_ck" CHECK (("exam_registrations"."status" = 'booked') = ("exam_registrations"."session_id" is not null) or "exam_registrations"."status" in ('passed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "exam_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"name" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"seats" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	CONSTRAINT "exam_sessions_seats_ck" CHECK ("exam_sessions"."seats_taken" >= 0 and "exam_sessions"."seats_taken" <= "exam_sessions"."seats")
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"kao_shi_id" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"series" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"fee_fen" integer DEFAULT 0 NOT NULL,
	"is_video" integer DEFAULT 0 NOT NULL,
	"subject_num" integer DEFAULT 0 NOT NULL,
	"zong_fen" integer DEFAULT 100 NOT NULL,
	"pass_score" integer DEFAULT 60 NOT NULL,
	"duration" integer DEFAULT 60 NOT NULL,
	"cnt" integer DEFAULT 0 NOT NULL,
	"monthly_limit" integer DEFAULT 0 NOT NULL,
	"outline_url" text DEFAULT '' NOT NULL,
	"discipline" text DEFAULT '' NOT NULL,
	"cert_valid_months" integer,
	"published" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exams_fee_ck" CHECK ("exams"."fee_fen" >= 0),
	CONSTRAINT "exams_counts_ck" CHECK ("exams"."cnt" >= 0 and "exams"."monthly_limit" >= 0 and "exams"."pass_score" <= "exams"."zong_fen"),
	CONSTRAINT "exams_flags_ck" CHECK ("exams"."is_video" in (0, 1) and "exams"."published" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "exam_registrations" ADD CONSTRAINT "exam_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_registrations" ADD CONSTRAINT "exam_registrations_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_registrations" ADD CONSTRAINT "exam_registrations_session_id_exam_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."exam_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sessions" ADD CONSTRAINT "exam_sessions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_registrations_user_idx" ON "exam_registrations" USING btree ("user_id","exam_id");--> statement-breakpoint
CREATE INDEX "exam_registrations_status_idx" ON "exam_registrations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "exam_registrations_session_idx" ON "exam_registrations" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_registrations_open_uq" ON "exam_registrations" USING btree ("user_id","exam_id") WHERE "exam_registrations"."status" in ('check', 'unpaid', 'waitaudit', 'approved', 'booked');--> statement-breakpoint
CREATE INDEX "exam_sessions_exam_idx" ON "exam_sessions" USING btree ("exam_id","start_at");