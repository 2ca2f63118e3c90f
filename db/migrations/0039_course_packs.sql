CREATE TABLE "course_pack_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"pack_id" integer NOT NULL,
	"course_type" integer NOT NULL,
	"course_id" integer,
	"training_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_pack_items_ref_ck" CHECK (("course_pack_items"."course_type" = 2 and "course_pack_items"."course_id" is not null and "course_pack_items"."training_id" is null) or ("course_pack_items"."course_type" = 1 and "course_pack_items"."training_id" is not null and "course_pack_items"."course_id" is null))
);
--> statement-breakpoint
CREATE TABLE "course_pack_members" (
	"pack_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"share_user_id" integer,
	"source" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_pack_members_pack_id_user_id_pk" PRIMARY KEY("pack_id","user_id"),
	CONSTRAINT "course_pack_members_source_ck" CHECK ("course_pack_members"."source" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "course_pack_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"pack_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"score" integer NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_pack_replies_score_ck" CHECK ("course_pack_replies"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "course_packs" (
	"id" serial PRIMARY KEY NOT NULL,
	"creator_id" integer NOT NULL,
	"title" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"treelist" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"shared" integer DEFAULT 0 NOT NULL,
	"recommended" integer DEFAULT 0 NOT NULL,
	"pack_score" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_packs_flags_ck" CHECK ("course_packs"."shared" in (0, 1) and "course_packs"."recommended" in (0, 1) and "course_packs"."pack_score" >= 0)
);
--> statement-breakpoint
ALTER TABLE "course_pack_items" ADD CONSTRAINT "course_pack_items_pack_id_course_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."course_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_pack_items" ADD CONSTRAINT "course_pack_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_pack_items" ADD CONSTRAINT "course_pack_items_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_pack_members" ADD CONSTRAINT "course_pack_members_pack_id_course_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."course_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_pack_members" ADD CONSTRAINT "course_pack_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_pack_members" ADD CONSTRAINT "course_pack_members_share_user_id_users_id_fk" FOREIGN KEY ("share_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_pack_replies" ADD CONSTRAINT "course_pack_replies_pack_id_course_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."course_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_pack_replies" ADD CONSTRAINT "course_pack_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_packs" ADD CONSTRAINT "course_packs_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_pack_items_course_uq" ON "course_pack_items" USING btree ("pack_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_pack_items_training_uq" ON "course_pack_items" USING btree ("pack_id","training_id");--> statement-breakpoint
CREATE INDEX "course_pack_items_pack_idx" ON "course_pack_items" USING btree ("pack_id","sort");--> statement-breakpoint
CREATE INDEX "course_pack_members_user_idx" ON "course_pack_members" USING btree ("user_id","joined_at");--> statement-breakpoint
CREATE UNIQUE INDEX "course_pack_replies_uq" ON "course_pack_replies" USING btree ("pack_id","user_id");--> statement-breakpoint
CREATE INDEX "course_pack_replies_pack_idx" ON "course_pack_replies" USING btree ("pack_id","created_at");--> statement-breakpoint
CREATE INDEX "course_packs_creator_idx" ON "course_packs" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "course_packs_treelist_idx" ON "course_packs" USING gin ("treelist");