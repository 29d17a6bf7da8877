-- Business listing (GET /api/users/service-providers): only active businesses, verified first, then by rating, review
-- count and id. Partial indexes hold just those rows in exactly that order, so a page is the first rows of an index
-- range and the total an index-only count: with a city (the listing always starts with one) the range is that city's
-- slice; without one the whole second index. The array filters (vehicle type, sector, brand, authorised brand) are
-- checked on the rows the range yields, or reached through their GIN indexes when they are the rarer condition.
CREATE INDEX "users_listing_city_idx" ON "users" USING btree ("city", "is_verified" DESC, "rating" DESC, "review_count" DESC, "id") WHERE "user_type" = 'isletme' AND "is_active";--> statement-breakpoint
CREATE INDEX "users_listing_idx" ON "users" USING btree ("is_verified" DESC, "rating" DESC, "review_count" DESC, "id") WHERE "user_type" = 'isletme' AND "is_active";--> statement-breakpoint
-- users.rating and users.review_count are derived from reviews. Statement-level triggers recompute them for every
-- business a statement touched, so they stay exact for whatever writes reviews: the reviews service, a bulk insert
-- of the demo data, or the cascade when a reviewer deletes their account.
CREATE FUNCTION "reviews_refresh_business_rating"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  business_ids text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT business_id) INTO business_ids FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT business_id) INTO business_ids
      FROM (SELECT business_id FROM new_rows UNION SELECT business_id FROM old_rows) AS changed;
  ELSE
    SELECT array_agg(DISTINCT business_id) INTO business_ids FROM old_rows;
  END IF;
  IF business_ids IS NULL THEN
    RETURN NULL;
  END IF;
  -- Lock first, count after, in a separate statement: under READ COMMITTED that statement sees every review committed
  -- by a concurrent writer we waited for. NO KEY UPDATE does not conflict with the KEY SHARE lock that the foreign key
  -- check of a concurrent review insert holds on the same business, so two reviewers never deadlock.
  PERFORM 1 FROM users WHERE id = ANY (business_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE users AS u
     SET rating = s.rating, review_count = s.review_count
    FROM (
      SELECT b.id, coalesce(avg(r.rating), 0)::real AS rating, count(r.id)::integer AS review_count
        FROM unnest(business_ids) AS b(id)
        LEFT JOIN reviews AS r ON r.business_id = b.id
       GROUP BY b.id
    ) AS s
   WHERE u.id = s.id AND (u.rating, u.review_count) IS DISTINCT FROM (s.rating, s.review_count);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_rating_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "reviews_refresh_business_rating"();--> statement-breakpoint
CREATE TRIGGER "reviews_rating_update" AFTER UPDATE ON "reviews" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "reviews_refresh_business_rating"();--> statement-breakpoint
CREATE TRIGGER "reviews_rating_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "reviews_refresh_business_rating"();
