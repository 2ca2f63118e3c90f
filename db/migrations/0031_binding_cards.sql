CREATE TABLE "card_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"count" integer NOT NULL,
	"course_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"exam_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"disabled" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_batches_count_ck" CHECK ("card_batches"."count" between 1 and 1000),
	CONSTRAINT "card_batches_disabled_ck" CHECK ("card_batches"."disabled" in (0, 1)),
	CONSTRAINT "card_batches_content_ck" CHECK (cardinality("card_batches"."course_ids") + cardinality("card_batches"."exam_ids") > 0)
);
--> statement-breakpoint
CREATE TABLE "company_bindings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"employee_id" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_bindings_status_ck" CHECK ("company_bindings"."status" in ('pending', 'approved', 'refused', 'unbound'))
);
--> statement-breakpoint
CREATE TABLE "learning_card_vouchers" (
	"card_id" integer NOT NULL,
	"voucher_id" integer NOT NULL,
	CONSTRAINT "learning_card_vouchers_voucher_id_unique" UNIQUE("voucher_id")
);
--> statement-breakpoint
CREATE TABLE "learning_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"card_no" text NOT NULL,
	"password_hash" text NOT NULL,
	"salt" text NOT NULL,
	"bound_by" integer,
	"bound_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_cards_card_no_unique" UNIQUE("card_no")
);
--> statement-breakpoint
ALTER TABLE "card_batches" ADD CONSTRAINT "card_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_bindings" ADD CONSTRAINT "company_bindings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_bindings" ADD CONSTRAINT "company_bindings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_bindings" ADD CONSTRAINT "company_bindings_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_card_vouchers" ADD CONSTRAINT "learning_card_vouchers_card_id_learning_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."learning_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_card_vouchers" ADD CONSTRAINT "learning_card_vouchers_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_cards" ADD CONSTRAINT "learning_cards_batch_id_card_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."card_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_cards" ADD CONSTRAINT "learning_cards_bound_by_users_id_fk" FOREIGN KEY ("bound_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_bindings_open_uq" ON "company_bindings" USING btree ("user_id","company_id") WHERE "company_bindings"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "company_bindings_approved_uq" ON "company_bindings" USING btree ("user_id") WHERE "company_bindings"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "company_bindings_company_idx" ON "company_bindings" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "learning_card_vouchers_card_idx" ON "learning_card_vouchers" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "learning_cards_batch_idx" ON "learning_cards" USING btree ("batch_id","id");--> statement-breakpoint
CREATE INDEX "learning_cards_bound_by_idx" ON "learning_cards" USING btree ("bound_by");