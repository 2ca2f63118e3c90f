CREATE TABLE "application_conversations" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_message_id" integer NOT NULL,
	"last_side" text NOT NULL,
	"streak" integer DEFAULT 1 NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"candidate_unread" integer DEFAULT 0 NOT NULL,
	"company_unread" integer DEFAULT 0 NOT NULL,
	"candidate_notified_at" timestamp with time zone,
	"company_notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "application_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"side" text NOT NULL,
	"sender_id" integer,
	"body" text NOT NULL,
	"reported_at" timestamp with time zone,
	"report_reason" text DEFAULT '' NOT NULL,
	"reported_by" integer,
	"review" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_messages_side_ck" CHECK ("application_messages"."side" in ('company', 'candidate')),
	CONSTRAINT "application_messages_review_ck" CHECK ("application_messages"."review" is null or "application_messages"."review" in ('pending', 'dismissed', 'hidden')),
	CONSTRAINT "application_messages_body_ck" CHECK (char_length("application_messages"."body") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "application_conversations" ADD CONSTRAINT "application_conversations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_conversations" ADD CONSTRAINT "application_conversations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_conversations" ADD CONSTRAINT "application_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_conversations_user_idx" ON "application_conversations" USING btree ("user_id","last_message_at");--> statement-breakpoint
CREATE INDEX "application_conversations_company_unread_idx" ON "application_conversations" USING btree ("company_id") WHERE "application_conversations"."company_unread" > 0;--> statement-breakpoint
CREATE INDEX "application_messages_thread_idx" ON "application_messages" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "application_messages_review_idx" ON "application_messages" USING btree ("review","reported_at") WHERE "application_messages"."review" is not null;