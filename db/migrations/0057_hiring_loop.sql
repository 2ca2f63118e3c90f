CREATE TABLE "contact_reveals" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"how" text NOT NULL,
	"viewer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_reveals_how_ck" CHECK ("contact_reveals"."how" in ('application', 'invitation'))
);
--> statement-breakpoint
CREATE TABLE "cv_blocked_companies" (
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cv_blocked_companies_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"cv_id" integer NOT NULL,
	"application_id" integer,
	"position_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"online_url" text DEFAULT '' NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reply_note" text DEFAULT '' NOT NULL,
	"proposed_at" timestamp with time zone,
	"replied_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_status_ck" CHECK ("interviews"."status" in ('pending', 'accepted', 'declined', 'reschedule', 'cancelled')),
	CONSTRAINT "interviews_where_ck" CHECK ("interviews"."place" <> '' or "interviews"."online_url" <> ''),
	CONSTRAINT "interviews_cancel_ck" CHECK (("interviews"."status" = 'cancelled') = ("interviews"."cancelled_by" is not null))
);
--> statement-breakpoint
ALTER TABLE "contact_reveals" ADD CONSTRAINT "contact_reveals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_reveals" ADD CONSTRAINT "contact_reveals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_reveals" ADD CONSTRAINT "contact_reveals_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_blocked_companies" ADD CONSTRAINT "cv_blocked_companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_blocked_companies" ADD CONSTRAINT "cv_blocked_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_cv_id_cvs_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."cvs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_reveals_uq" ON "contact_reveals" USING btree ("company_id","user_id","how");--> statement-breakpoint
CREATE INDEX "contact_reveals_user_idx" ON "contact_reveals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "cv_blocked_companies_company_idx" ON "cv_blocked_companies" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_open_application_uq" ON "interviews" USING btree ("application_id") WHERE "interviews"."application_id" is not null and "interviews"."status" in ('pending', 'accepted', 'reschedule');--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_open_talent_uq" ON "interviews" USING btree ("company_id","user_id") WHERE "interviews"."application_id" is null and "interviews"."status" in ('pending', 'accepted', 'reschedule');--> statement-breakpoint
CREATE INDEX "interviews_user_idx" ON "interviews" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_company_idx" ON "interviews" USING btree ("company_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_reminder_idx" ON "interviews" USING btree ("starts_at") WHERE "interviews"."reminded_at" is null and "interviews"."status" in ('pending', 'accepted');