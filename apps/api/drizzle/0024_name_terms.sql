CREATE TABLE "business_name_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_name_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_terms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "business_name_terms_trgm_idx" ON "business_name_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_terms_idx" ON "users" USING gin ("name_terms") WHERE "users"."user_type" = 'isletme' and "users"."is_active";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "name_search";