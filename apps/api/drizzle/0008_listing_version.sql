-- Listing totals (GET /api/users/service-providers) are cached per filter set under this version. Every write that can
-- change which businesses are listed raises it in its own transaction, so the new version becomes visible exactly
-- when the write does and no node can keep serving a total counted before it.
CREATE TABLE "listing_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_version_single_row" CHECK ("listing_version"."id")
);--> statement-breakpoint
INSERT INTO "listing_version" DEFAULT VALUES;--> statement-breakpoint
CREATE FUNCTION "listing_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listing_version SET version = version + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Inserts and deletes of accounts: once per statement, and only when a business is among the rows (a bulk seed raises
-- the version once; a customer signing up not at all).
CREATE FUNCTION "listing_version_bump_for_businesses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM new_rows WHERE user_type = 'isletme' LIMIT 1;
  ELSE
    PERFORM 1 FROM old_rows WHERE user_type = 'isletme' LIMIT 1;
  END IF;
  IF FOUND THEN
    UPDATE listing_version SET version = version + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_listing_version_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_version_bump_for_businesses"();--> statement-breakpoint
CREATE TRIGGER "users_listing_version_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_version_bump_for_businesses"();--> statement-breakpoint
-- Updates: only a change of a column the listing filters on. Presence, ratings and profile texts change all the time
-- and never fire it: the WHEN clause is checked without calling the function.
CREATE TRIGGER "users_listing_version_update" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN ((OLD.user_type = 'isletme' OR NEW.user_type = 'isletme')
    AND (OLD.user_type, OLD.is_active, OLD.city, OLD.vehicle_type, OLD.business_sector, OLD.business_brand, OLD.authorized_brands)
      IS DISTINCT FROM (NEW.user_type, NEW.is_active, NEW.city, NEW.vehicle_type, NEW.business_sector, NEW.business_brand, NEW.authorized_brands))
  EXECUTE FUNCTION "listing_version_bump"();--> statement-breakpoint
-- A business an admin hides or shows again leaves or rejoins the listing.
CREATE TRIGGER "hidden_content_listing_version_insert" AFTER INSERT ON "hidden_content" FOR EACH ROW
  WHEN (NEW.target_type = 'business') EXECUTE FUNCTION "listing_version_bump"();--> statement-breakpoint
CREATE TRIGGER "hidden_content_listing_version_update" AFTER UPDATE ON "hidden_content" FOR EACH ROW
  WHEN (OLD.target_type = 'business' OR NEW.target_type = 'business') EXECUTE FUNCTION "listing_version_bump"();--> statement-breakpoint
CREATE TRIGGER "hidden_content_listing_version_delete" AFTER DELETE ON "hidden_content" FOR EACH ROW
  WHEN (OLD.target_type = 'business') EXECUTE FUNCTION "listing_version_bump"();
