-- Finding businesses (docs/decisions/026-finding-businesses.md). The extensions ship with PostgreSQL and with PGlite
-- (loaded by db/client.ts); they go to `public`, one copy per database, whatever schema the tables are in.
CREATE EXTENSION IF NOT EXISTS cube WITH SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance WITH SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
-- The names a business is found by, folded like foldTurkish folds Turkish letters, kept by the database itself.
ALTER TABLE "users" ADD COLUMN "name_search" text GENERATED ALWAYS AS (lower(translate(coalesce(business_name, '') || ' ' || regexp_replace(coalesce(business_name, ''), '[[:space:]]+', '', 'g') || ' ' || first_name || ' ' || last_name, 'İIıŞşĞğÜüÖöÇçÂâÎîÛû', 'iiissgguuooccaaiiuu'))) STORED;--> statement-breakpoint
-- Catalogue search: every word is a `like '%word%'`, which a trigram index answers.
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Name search (`q <% name_search`, ranked by word_similarity) over listed businesses.
CREATE INDEX "users_name_search_trgm_idx" ON "users" USING gin ("name_search" gin_trgm_ops) WHERE "user_type" = 'isletme' and "is_active";--> statement-breakpoint
-- A point on the earth, as ll_to_earth makes it, but with its own search_path: ll_to_earth names the `earth` type
-- without a schema, so an index on it cannot be rebuilt by pg_restore, which runs with an empty search_path.
CREATE FUNCTION "earth_at"(lat double precision, lng double precision) RETURNS earth
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE SET search_path = public
  AS 'select ll_to_earth(lat, lng)';--> statement-breakpoint
-- Distance: the nearest listed businesses first straight off the index (`<->`), or those inside an earth_box.
CREATE INDEX "users_business_location_idx" ON "users" USING gist (earth_at("business_latitude", "business_longitude")) WHERE "user_type" = 'isletme' and "is_active" and "business_latitude" is not null and "business_longitude" is not null;