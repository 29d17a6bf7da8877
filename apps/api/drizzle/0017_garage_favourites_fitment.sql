CREATE TABLE "favorite_businesses" (
	"user_id" text NOT NULL,
	"business_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_businesses_user_id_business_id_pk" PRIMARY KEY("user_id","business_id")
);
--> statement-breakpoint
CREATE TABLE "favorite_products" (
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_products_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_fitments" (
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	"vehicle_type" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"model_key" text NOT NULL,
	"year_from" integer,
	"year_to" integer,
	CONSTRAINT "product_fitments_product_id_position_pk" PRIMARY KEY("product_id","position"),
	CONSTRAINT "product_fitments_years" CHECK ("product_fitments"."year_from" is null or "product_fitments"."year_to" is null or "product_fitments"."year_from" <= "product_fitments"."year_to")
);
--> statement-breakpoint
CREATE TABLE "product_oem_numbers" (
	"product_id" text NOT NULL,
	"oem" text NOT NULL,
	CONSTRAINT "product_oem_numbers_product_id_oem_pk" PRIMARY KEY("product_id","oem")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"plate" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"km" integer,
	"inspection_due" date,
	"insurance_due" date,
	"kasko_due" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favorite_businesses" ADD CONSTRAINT "favorite_businesses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_businesses" ADD CONSTRAINT "favorite_businesses_business_id_users_id_fk" FOREIGN KEY ("business_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_products" ADD CONSTRAINT "favorite_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_products" ADD CONSTRAINT "favorite_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_fitments" ADD CONSTRAINT "product_fitments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_oem_numbers" ADD CONSTRAINT "product_oem_numbers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_businesses_user_created_idx" ON "favorite_businesses" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "favorite_products_user_created_idx" ON "favorite_products" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_fitments_vehicle_idx" ON "product_fitments" USING btree ("vehicle_type","brand","model_key","year_from","year_to","product_id");--> statement-breakpoint
CREATE INDEX "product_oem_numbers_oem_idx" ON "product_oem_numbers" USING btree ("oem","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_owner_plate_idx" ON "vehicles" USING btree ("owner_id","plate");--> statement-breakpoint
CREATE INDEX "vehicles_owner_created_idx" ON "vehicles" USING btree ("owner_id","created_at" DESC NULLS LAST);