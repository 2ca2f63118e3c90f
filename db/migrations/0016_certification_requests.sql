CREATE TABLE "exam_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"chinese_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"post_address" text DEFAULT '' NOT NULL,
	"id_type" integer DEFAULT 0 NOT NULL,
	"id_card" text DEFAULT '' NOT NULL,
	"id_pic" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"area_code" text DEFAULT '+86' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_profiles_id_type_ck" CHECK ("exam_profiles"."id_type" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "invoice_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"my_self" integer NOT NULL,
	"unit_name" text NOT NULL,
	"registration_number" text DEFAULT '' NOT NULL,
	"taker_mobile" text NOT NULL,
	"email" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"invoice_no" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_requests_status_ck" CHECK ("invoice_requests"."status" in ('requested', 'sent')),
	CONSTRAINT "invoice_requests_my_self_ck" CHECK ("invoice_requests"."my_self" in (0, 1)),
	CONSTRAINT "invoice_requests_amount_ck" CHECK ("invoice_requests"."amount_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lecturer_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"yunlink" text NOT NULL,
	"coursename" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lecturer_submissions_status_ck" CHECK ("lecturer_submissions"."status" in ('submitted', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "paper_certificate_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"courier" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"shipped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paper_certificate_requests_status_ck" CHECK ("paper_certificate_requests"."status" in ('requested', 'shipped', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "exam_profiles" ADD CONSTRAINT "exam_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_registration_id_exam_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."exam_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecturer_submissions" ADD CONSTRAINT "lecturer_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_certificate_requests" ADD CONSTRAINT "paper_certificate_requests_registration_id_exam_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."exam_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_certificate_requests" ADD CONSTRAINT "paper_certificate_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_profiles_user_uq" ON "exam_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_requests_registration_uq" ON "invoice_requests" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "invoice_requests_status_idx" ON "invoice_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "invoice_requests_user_idx" ON "invoice_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lecturer_submissions_status_idx" ON "lecturer_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "lecturer_submissions_user_idx" ON "lecturer_submissions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_certificate_requests_registration_uq" ON "paper_certificate_requests" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "paper_certificate_requests_status_idx" ON "paper_certificate_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "paper_certificate_requests_user_idx" ON "paper_certificate_requests" USING btree ("user_id");