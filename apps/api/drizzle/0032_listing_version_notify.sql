-- Every raise of the listing's version is told to the nodes that listen (docs/decisions/036-matches-kept-until-told.md):
-- the payload is the table's schema, as schemas of one database share its channels.
CREATE FUNCTION "listing_version_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('listing_version', TG_TABLE_SCHEMA);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "listing_version_notify" AFTER UPDATE ON "listing_version" FOR EACH ROW
  EXECUTE FUNCTION "listing_version_notify"();
