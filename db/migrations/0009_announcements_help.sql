CREATE TABLE "announcement_closes" (
	"announcement_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_closes_user_id_announcement_id_pk" PRIMARY KEY("user_id","announcement_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sub_title" text DEFAULT '' NOT NULL,
	"types" integer DEFAULT 1 NOT NULL,
	"contents" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"published" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_published_ck" CHECK ("announcements"."published" in (0, 1)),
	CONSTRAINT "announcements_window_ck" CHECK ("announcements"."end_at" > "announcements"."start_at")
);
--> statement-breakpoint
CREATE TABLE "help_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published" integer DEFAULT 1 NOT NULL,
	"helpful" integer DEFAULT 0 NOT NULL,
	"unhelpful" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_entries_published_ck" CHECK ("help_entries"."published" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "help_votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"vid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_votes_vid_ck" CHECK ("help_votes"."vid" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "announcement_closes" ADD CONSTRAINT "announcement_closes_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_closes" ADD CONSTRAINT "announcement_closes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_entries" ADD CONSTRAINT "help_entries_category_id_help_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."help_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_votes" ADD CONSTRAINT "help_votes_entry_id_help_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."help_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_votes" ADD CONSTRAINT "help_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_showing_idx" ON "announcements" USING btree ("published","end_at");--> statement-breakpoint
CREATE UNIQUE INDEX "help_categories_name_uq" ON "help_categories" USING btree ("name");--> statement-breakpoint
CREATE INDEX "help_entries_category_idx" ON "help_entries" USING btree ("category_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "help_votes_entry_user_uq" ON "help_votes" USING btree ("entry_id","user_id");