-- A name search's total is kept per listing version too (docs/decisions/026-finding-businesses.md): a business's
-- names (what users.name_search is made of) now raise the version as well.
DROP TRIGGER "users_listing_version_update" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_listing_version_update" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN ((OLD.user_type = 'isletme' OR NEW.user_type = 'isletme')
    AND (OLD.user_type, OLD.is_active, OLD.city, OLD.vehicle_type, OLD.business_sector, OLD.business_brand, OLD.authorized_brands,
         OLD.business_name, OLD.first_name, OLD.last_name)
      IS DISTINCT FROM (NEW.user_type, NEW.is_active, NEW.city, NEW.vehicle_type, NEW.business_sector, NEW.business_brand, NEW.authorized_brands,
         NEW.business_name, NEW.first_name, NEW.last_name))
  EXECUTE FUNCTION "listing_version_bump"();
