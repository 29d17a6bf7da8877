-- Catalogue totals (GET /api/products) are cached per filter set under this version. Every write that can change which
-- products a catalogue filter matches raises it in its own transaction, so the new version becomes visible exactly when
-- the write does and no node can keep serving a total counted before it.
CREATE TABLE "catalogue_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_single_row" CHECK ("catalogue_version"."id")
);--> statement-breakpoint
INSERT INTO "catalogue_version" DEFAULT VALUES;--> statement-breakpoint
CREATE FUNCTION "catalogue_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Products added or removed, and fitment rows (replaced as a whole): once per statement.
CREATE TRIGGER "products_catalogue_version_insert" AFTER INSERT ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version_delete" AFTER DELETE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "product_fitments_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "product_fitments" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "product_oem_numbers_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "product_oem_numbers" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
-- Updates of a product: only a change of a column a catalogue filter reads. Stock, sales and ratings change with every
-- order and review and never fire it: the WHEN clause is checked without calling the function.
CREATE TRIGGER "products_catalogue_version_update" AFTER UPDATE ON "products" FOR EACH ROW
  WHEN ((OLD.status, OLD.seller_id, OLD.category, OLD.condition, OLD.price_kurus, OLD.original_price_kurus, OLD.search_text, OLD.created_at)
    IS DISTINCT FROM (NEW.status, NEW.seller_id, NEW.category, NEW.condition, NEW.price_kurus, NEW.original_price_kurus, NEW.search_text, NEW.created_at))
  EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
-- A seller approved, withdrawn or deactivated puts their products on sale or takes them off.
CREATE TRIGGER "users_catalogue_version_update" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN ((OLD.e_commerce_is_verified, OLD.is_active) IS DISTINCT FROM (NEW.e_commerce_is_verified, NEW.is_active))
  EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
-- A catalogue page walks its order's index and asks of each product whether it fits: answered from this index alone.
CREATE INDEX "product_fitments_product_match_idx" ON "product_fitments" USING btree ("product_id","vehicle_type","brand","model_key","year_from","year_to");
