CREATE TABLE "letter_broadcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"audience" text NOT NULL,
	"user_id" integer,
	"role" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"recipients" integer NOT NULL,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "letter_broadcasts_audience_ck" CHECK ("letter_broadcasts"."audience" in ('user', 'role', 'all'))
);
--> statement-breakpoint
ALTER TABLE "letter_broadcasts" ADD CONSTRAINT "letter_broadcasts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_broadcasts" ADD CONSTRAINT "letter_broadcasts_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;