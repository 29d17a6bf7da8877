-- A common name's page walks the recommended or the rating order and checks each business's words on the way
-- (docs/decisions/026-finding-businesses.md, 'A common name walks the order'). With the words in the order's index the
-- walk reads no table row for the businesses it passes.
DROP INDEX "users_recommended_idx";--> statement-breakpoint
DROP INDEX "users_recommended_city_idx";--> statement-breakpoint
DROP INDEX "users_weighted_rating_idx";--> statement-breakpoint
DROP INDEX "users_weighted_rating_city_idx";--> statement-breakpoint
CREATE INDEX "users_recommended_idx" ON "users" USING btree ("is_verified" DESC, "recommended_score" DESC, "review_count" DESC, "id", "name_terms") WHERE "user_type" = 'isletme' AND "is_active";--> statement-breakpoint
CREATE INDEX "users_recommended_city_idx" ON "users" USING btree ("city", "is_verified" DESC, "recommended_score" DESC, "review_count" DESC, "id", "name_terms") WHERE "user_type" = 'isletme' AND "is_active";--> statement-breakpoint
CREATE INDEX "users_weighted_rating_idx" ON "users" USING btree ("weighted_rating" DESC, "review_count" DESC, "id", "name_terms") WHERE "user_type" = 'isletme' AND "is_active";--> statement-breakpoint
CREATE INDEX "users_weighted_rating_city_idx" ON "users" USING btree ("city", "weighted_rating" DESC, "review_count" DESC, "id", "name_terms") WHERE "user_type" = 'isletme' AND "is_active";
