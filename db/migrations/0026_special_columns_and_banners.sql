CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"place" text NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published" integer DEFAULT 1 NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	CONSTRAINT "banners_place_ck" CHECK (place in ('home', 'catalogue', 'certification')),
	CONSTRAINT "banners_published_ck" CHECK ("banners"."published" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "special_column_tabs" (
	"id" serial PRIMARY KEY NOT NULL,
	"special_column_id" integer NOT NULL,
	"name" text NOT NULL,
	"role_id" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_columns" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "special_columns_published_ck" CHECK ("special_columns"."published" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "special_tab_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"tab_id" integer NOT NULL,
	"training_id" integer,
	"course_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "special_tab_items_one_ck" CHECK (("special_tab_items"."training_id" is null) <> ("special_tab_items"."course_id" is null))
);
--> statement-breakpoint
ALTER TABLE "special_column_tabs" ADD CONSTRAINT "special_column_tabs_special_column_id_special_columns_id_fk" FOREIGN KEY ("special_column_id") REFERENCES "public"."special_columns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_tab_items" ADD CONSTRAINT "special_tab_items_tab_id_special_column_tabs_id_fk" FOREIGN KEY ("tab_id") REFERENCES "public"."special_column_tabs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_tab_items" ADD CONSTRAINT "special_tab_items_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_tab_items" ADD CONSTRAINT "special_tab_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_place_idx" ON "banners" USING btree ("place","sort");--> statement-breakpoint
CREATE INDEX "special_column_tabs_column_idx" ON "special_column_tabs" USING btree ("special_column_id","sort");--> statement-breakpoint
CREATE INDEX "special_tab_items_tab_idx" ON "special_tab_items" USING btree ("tab_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "special_tab_items_training_uq" ON "special_tab_items" USING btree ("tab_id","training_id");--> statement-breakpoint
CREATE UNIQUE INDEX "special_tab_items_course_uq" ON "special_tab_items" USING btree ("tab_id","course_id");