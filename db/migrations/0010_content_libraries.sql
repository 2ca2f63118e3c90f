CREATE TABLE "content_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"lw_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_categories_lw_ck" CHECK ("content_categories"."lw_id" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "content_collects" (
	"user_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_collects_user_id_content_id_pk" PRIMARY KEY("user_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"cate_id" integer,
	"solution_id" integer,
	"types" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"tags" text DEFAULT '[]' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contents_kind_ck" CHECK (kind in ('solution', 'article', 'case', 'idea', 'reward')),
	CONSTRAINT "contents_article_ck" CHECK (("contents"."kind" = 'article') = ("contents"."solution_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "content_collects" ADD CONSTRAINT "content_collects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_collects" ADD CONSTRAINT "content_collects_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_cate_id_content_categories_id_fk" FOREIGN KEY ("cate_id") REFERENCES "public"."content_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_solution_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."contents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_categories_lw_idx" ON "content_categories" USING btree ("lw_id","sort");--> statement-breakpoint
CREATE INDEX "content_collects_content_idx" ON "content_collects" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "contents_list_idx" ON "contents" USING btree ("kind","published","sort" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contents_solution_idx" ON "contents" USING btree ("solution_id","types");