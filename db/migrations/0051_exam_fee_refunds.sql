-- Exam fee refunds for certified employees (docs/decisions/0048): the exams each company sponsors, and the requests
-- for a passed attempt's fee, one per attempt.
CREATE TABLE "exam_fee_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer,
	"company_name" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"refund_id" text DEFAULT '' NOT NULL,
	"claimed_at" timestamp with time zone,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_fee_refunds_status_ck" CHECK ("exam_fee_refunds"."status" in ('pending', 'refunding', 'refunded', 'refused')),
	CONSTRAINT "exam_fee_refunds_amount_ck" CHECK ("exam_fee_refunds"."amount_fen" > 0),
	CONSTRAINT "exam_fee_refunds_refused_ck" CHECK (("exam_fee_refunds"."status" = 'refused') = ("exam_fee_refunds"."reason" <> '')),
	CONSTRAINT "exam_fee_refunds_decided_ck" CHECK (("exam_fee_refunds"."status" in ('refunded', 'refused')) = ("exam_fee_refunds"."decided_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "sponsored_exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_fee_refunds" ADD CONSTRAINT "exam_fee_refunds_registration_id_exam_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."exam_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_fee_refunds" ADD CONSTRAINT "exam_fee_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_fee_refunds" ADD CONSTRAINT "exam_fee_refunds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_fee_refunds" ADD CONSTRAINT "exam_fee_refunds_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsored_exams" ADD CONSTRAINT "sponsored_exams_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsored_exams" ADD CONSTRAINT "sponsored_exams_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_fee_refunds_registration_uq" ON "exam_fee_refunds" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "exam_fee_refunds_status_idx" ON "exam_fee_refunds" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "exam_fee_refunds_user_idx" ON "exam_fee_refunds" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "exam_fee_refunds_company_idx" ON "exam_fee_refunds" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsored_exams_company_exam_uq" ON "sponsored_exams" USING btree ("company_id","exam_id");--> statement-breakpoint
CREATE INDEX "sponsored_exams_exam_idx" ON "sponsored_exams" USING btree ("exam_id");