ALTER TABLE "users" ADD COLUMN "name_hashes" integer[] GENERATED ALWAYS AS (digests_of(name_terms)) STORED NOT NULL;--> statement-breakpoint
-- The recommended and rating indexes hold the digests of a business's words before the words themselves: a common
-- name's walk compares integers for each business it passes, and the words only where the digests match
-- (docs/decisions/026-finding-businesses.md, 'A common name walks the order').
DROP INDEX "users_recommended_idx";--> statement-breakpoint
DROP INDEX "users_recommended_city_idx";--> statement-breakpoint
DROP INDEX "users_weighted_rating_idx";--> statement-breakpoint
DROP INDEX "users_weighted_rating_city_idx";--> statement-breakpoint
CREATE INDEX "users_recommended_idx" ON "users" USING btree ("is_verified" DESC, "recommended_score" DESC, "review_count" DESC, "id", "name_hashes", "name_terms") WHERE "user_type" = 'isletme' AND "is_active";--> statement-breakpoint
CREATE INDEX "users_recommended_city_idx" ON "users" USING btree ("city", "is_verified" DESC, "recommended_score" DESC, "review_count" DESC, "id", "name_hashes", "name_terms") WHERE "user_type" = 'isletme' AND "is_active";--> statement-breakpoint
CREATE INDEX "users_weighted_rating_idx" ON "users" USING btree ("weighted_rating" DESC, "review_count" DESC, "id", "name_hashes", "name_terms") WHERE "user_type" = 'isletme' AND "is_active";--> statement-breakpoint
CREATE INDEX "users_weighted_rating_city_idx" ON "users" USING btree ("city", "weighted_rating" DESC, "review_count" DESC, "id", "name_hashes", "name_terms") WHERE "user_type" = 'isletme' AND "is_active";
