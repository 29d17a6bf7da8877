-- A 32-bit digest of each text of a list, from md5 (the same on every PostgreSQL version and on PGlite): small
-- enough for an index entry to hold fifty of them. The catalogue's order indexes hold those of the models a product
-- fits, so a walk rules out a product that cannot fit from the index entry alone
-- (docs/decisions/030-prepared-statements-on-hot-reads.md).
CREATE FUNCTION "digests_of"(texts text[]) RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(('x' || substr(md5(t), 1, 8))::bit(32)::integer ORDER BY t), '{}'::integer[])
  FROM unnest(texts) AS t
$$;--> statement-breakpoint
DROP INDEX "products_active_popular_idx";--> statement-breakpoint
DROP INDEX "products_active_rating_idx";--> statement-breakpoint
DROP INDEX "products_active_price_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fit_hashes" integer[] GENERATED ALWAYS AS (digests_of(fit_models)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_active_popular_idx" ON "products" USING btree ("review_count" DESC NULLS LAST,"sales_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"seller_id","fit_hashes") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_active_rating_idx" ON "products" USING btree ("rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"seller_id","fit_hashes") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_active_price_idx" ON "products" USING btree ("price_kurus","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"seller_id","fit_hashes") WHERE "products"."status" = 'active';