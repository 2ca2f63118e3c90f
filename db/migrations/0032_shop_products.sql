CREATE TABLE "shop_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"title" text NOT NULL,
	"pro_type" integer NOT NULL,
	"unit_points" integer NOT NULL,
	"buy_cnt" integer NOT NULL,
	"total_points" integer NOT NULL,
	"status" text NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"courier" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"delivery" text DEFAULT '' NOT NULL,
	"request_key" text NOT NULL,
	"shipped_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_orders_buy_cnt_ck" CHECK ("shop_orders"."buy_cnt" >= 1),
	CONSTRAINT "shop_orders_total_ck" CHECK ("shop_orders"."total_points" = "shop_orders"."unit_points" * "shop_orders"."buy_cnt" and "shop_orders"."total_points" > 0),
	CONSTRAINT "shop_orders_status_ck" CHECK ("shop_orders"."status" in ('pending', 'shipped', 'done', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"pro_type" integer NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"points" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"per_person_limit" integer DEFAULT 0 NOT NULL,
	"on_shelf" boolean DEFAULT false NOT NULL,
	"exam_id" integer,
	"course_id" integer,
	"card_batch_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_products_stock_ck" CHECK ("shop_products"."stock" >= 0),
	CONSTRAINT "shop_products_points_ck" CHECK ("shop_products"."points" > 0),
	CONSTRAINT "shop_products_limit_ck" CHECK ("shop_products"."per_person_limit" >= 0),
	CONSTRAINT "shop_products_pro_type_ck" CHECK ("shop_products"."pro_type" between 1 and 4),
	CONSTRAINT "shop_products_voucher_ck" CHECK ("shop_products"."pro_type" <> 2 or "shop_products"."exam_id" is not null),
	CONSTRAINT "shop_products_course_ck" CHECK ("shop_products"."pro_type" <> 3 or "shop_products"."course_id" is not null),
	CONSTRAINT "shop_products_card_ck" CHECK ("shop_products"."pro_type" <> 4 or "shop_products"."card_batch_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "shop_purchase_counts" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"bought" integer NOT NULL,
	CONSTRAINT "shop_purchase_counts_user_id_product_id_pk" PRIMARY KEY("user_id","product_id"),
	CONSTRAINT "shop_purchase_counts_bought_ck" CHECK ("shop_purchase_counts"."bought" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_card_batch_id_card_batches_id_fk" FOREIGN KEY ("card_batch_id") REFERENCES "public"."card_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_purchase_counts" ADD CONSTRAINT "shop_purchase_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_purchase_counts" ADD CONSTRAINT "shop_purchase_counts_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_request_uq" ON "shop_orders" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "shop_orders_user_idx" ON "shop_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "shop_orders_status_idx" ON "shop_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "shop_products_shelf_idx" ON "shop_products" USING btree ("on_shelf","sort","id");