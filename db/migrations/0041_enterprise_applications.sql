CREATE TABLE "enterprise_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"account_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"company_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enterprise_applications_status_ck" CHECK ("enterprise_applications"."status" in ('pending', 'approved', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "enterprise_applications" ADD CONSTRAINT "enterprise_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_applications" ADD CONSTRAINT "enterprise_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_applications" ADD CONSTRAINT "enterprise_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_applications_pending_uq" ON "enterprise_applications" USING btree ("user_id") WHERE "enterprise_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "enterprise_applications_status_idx" ON "enterprise_applications" USING btree ("status","created_at");