CREATE TABLE "quote_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"quote_id" text NOT NULL,
	"business_id" text NOT NULL,
	"price_min_kurus" integer NOT NULL,
	"price_max_kurus" integer NOT NULL,
	"duration" text NOT NULL,
	"earliest_date" date NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_offers_quote_business_unique" UNIQUE("quote_id","business_id"),
	CONSTRAINT "quote_offers_price_range" CHECK (0 < "quote_offers"."price_min_kurus" and "quote_offers"."price_min_kurus" <= "quote_offers"."price_max_kurus")
);
--> statement-breakpoint
CREATE TABLE "quote_recipients" (
	"quote_id" text NOT NULL,
	"business_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quote_recipients_quote_id_business_id_pk" PRIMARY KEY("quote_id","business_id")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"vehicle_id" text,
	"vehicle_type" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"year" smallint NOT NULL,
	"sector" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"description" text NOT NULL,
	"urgency" text NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"accepted_offer_id" text,
	"appointment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "quotes_description_length" CHECK (char_length("quotes"."description") between 20 and 2000),
	CONSTRAINT "quotes_photos_count" CHECK (coalesce(array_length("quotes"."photos", 1), 0) <= 5)
);
--> statement-breakpoint
CREATE TABLE "response_samples" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "response_samples_source_unique" UNIQUE("source","source_id","business_id")
);
--> statement-breakpoint
CREATE TABLE "review_replies" (
	"review_id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_replies_content_length" CHECK (char_length("review_replies"."content") between 10 and 1000)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "response_time_minutes" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "response_rate" smallint;--> statement-breakpoint
ALTER TABLE "quote_offers" ADD CONSTRAINT "quote_offers_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_offers" ADD CONSTRAINT "quote_offers_business_id_users_id_fk" FOREIGN KEY ("business_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_recipients" ADD CONSTRAINT "quote_recipients_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_recipients" ADD CONSTRAINT "quote_recipients_business_id_users_id_fk" FOREIGN KEY ("business_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_samples" ADD CONSTRAINT "response_samples_business_id_users_id_fk" FOREIGN KEY ("business_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_samples" ADD CONSTRAINT "response_samples_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_business_id_users_id_fk" FOREIGN KEY ("business_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_offers_business_idx" ON "quote_offers" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "quote_recipients_business_created_idx" ON "quote_recipients" USING btree ("business_id","created_at" DESC NULLS LAST,"quote_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_customer_created_idx" ON "quotes" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "response_samples_business_requested_idx" ON "response_samples" USING btree ("business_id","requested_at");--> statement-breakpoint
CREATE INDEX "response_samples_waiting_idx" ON "response_samples" USING btree ("business_id","customer_id") WHERE "response_samples"."responded_at" is null;