CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"city" text NOT NULL,
	"birth_date" date NOT NULL,
	"user_type" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"business_name" text,
	"business_address" text,
	"business_services" text,
	"vehicle_type" text[] DEFAULT '{}'::text[] NOT NULL,
	"business_sector" text[] DEFAULT '{}'::text[] NOT NULL,
	"business_brand" text[] DEFAULT '{}'::text[] NOT NULL,
	"authorized_brands" text[] DEFAULT '{}'::text[] NOT NULL,
	"business_latitude" double precision,
	"business_longitude" double precision,
	"instagram" text,
	"facebook" text,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_seen" timestamp with time zone,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"e_commerce_is_verified" boolean DEFAULT false NOT NULL,
	"e_commerce_tax_number" text,
	"e_commerce_phone" text,
	"search_terms" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"family_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_type_active_city_idx" ON "users" USING btree ("user_type","is_active","city");--> statement-breakpoint
CREATE INDEX "users_listing_order_idx" ON "users" USING btree ("is_verified" DESC NULLS LAST,"rating" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "users_vehicle_type_idx" ON "users" USING gin ("vehicle_type");--> statement-breakpoint
CREATE INDEX "users_business_sector_idx" ON "users" USING gin ("business_sector");--> statement-breakpoint
CREATE INDEX "users_business_brand_idx" ON "users" USING gin ("business_brand");--> statement-breakpoint
CREATE INDEX "users_authorized_brands_idx" ON "users" USING gin ("authorized_brands");--> statement-breakpoint
CREATE INDEX "users_photos_idx" ON "users" USING gin ("photos");--> statement-breakpoint
CREATE INDEX "users_search_terms_idx" ON "users" USING gin ("search_terms");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");