CREATE TABLE "rating_prior" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"mean" double precision NOT NULL,
	"weight" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rating_prior_single_row" CHECK ("rating_prior"."id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "weighted_rating" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "recommended_score" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The platform's mean as it stands; the users service refreshes it when it moves (docs/decisions/026-finding-businesses.md).
INSERT INTO "rating_prior" ("mean", "weight")
  SELECT coalesce(sum("rating"::float8 * "review_count") / nullif(sum("review_count"), 0), 3), 10
  FROM "users" WHERE "user_type" = 'isletme' AND "is_active";--> statement-breakpoint
-- (v·R + m·C) / (v + m): v reviews averaging R, the platform's mean C counted m times.
CREATE FUNCTION "listing_weighted_rating"(review_count integer, rating real, mean double precision, weight double precision)
  RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS 'select (review_count * rating::float8 + weight * mean) / (review_count + weight)';--> statement-breakpoint
-- 'Önerilen': the weighted rating, plus up to a quarter star for how many reviews back it (full at 100 reviews).
CREATE FUNCTION "users_listing_scores"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  prior rating_prior%ROWTYPE;
BEGIN
  SELECT * INTO prior FROM rating_prior;
  NEW.weighted_rating := listing_weighted_rating(NEW.review_count, NEW.rating, coalesce(prior.mean, 3), coalesce(prior.weight, 10));
  NEW.recommended_score := NEW.weighted_rating + 0.25 * least(1.0, ln(1 + NEW.review_count) / ln(101));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_listing_scores" BEFORE INSERT OR UPDATE OF "rating", "review_count" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_listing_scores"();--> statement-breakpoint
UPDATE "users" SET "review_count" = "review_count" WHERE "user_type" = 'isletme';--> statement-breakpoint
-- Pages in each order read straight off an index, a dozen entries instead of sorting every business.
DROP INDEX "users_listing_idx";--> statement-breakpoint
DROP INDEX "users_listing_city_idx";--> statement-breakpoint
CREATE INDEX "users_recommended_idx" ON "users" USING btree ("is_verified" DESC, "recommended_score" DESC, "review_count" DESC, "id") WHERE "user_type" = 'isletme' AND "is_active";--> statement-breakpoint
CREATE INDEX "users_recommended_city_idx" ON "users" USING btree ("city", "is_verified" DESC, "recommended_score" DESC, "review_count" DESC, "id") WHERE "user_type" = 'isletme' AND "is_active";--> statement-breakpoint
CREATE INDEX "users_weighted_rating_idx" ON "users" USING btree ("weighted_rating" DESC, "review_count" DESC, "id") WHERE "user_type" = 'isletme' AND "is_active";--> statement-breakpoint
CREATE INDEX "users_weighted_rating_city_idx" ON "users" USING btree ("city", "weighted_rating" DESC, "review_count" DESC, "id") WHERE "user_type" = 'isletme' AND "is_active";
