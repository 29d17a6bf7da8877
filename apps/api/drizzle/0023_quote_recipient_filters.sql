-- A business's quote panel filters its own recipient rows alone (docs/decisions/025-quote-requests.md): each row
-- carries its request's sector and urgency, the request's expiry while it is open (null once accepted or cancelled)
-- and the business's own offer's status (null without one). Joining a busy business's hundreds of requests and offers
-- to filter them was most of what its 'Yeni' view cost.
ALTER TABLE "quote_recipients" ADD COLUMN "sector" text;--> statement-breakpoint
ALTER TABLE "quote_recipients" ADD COLUMN "urgency" text;--> statement-breakpoint
ALTER TABLE "quote_recipients" ADD COLUMN "open_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_recipients" ADD COLUMN "offer_status" text;--> statement-breakpoint
UPDATE "quote_recipients" r SET "sector" = q."sector", "urgency" = q."urgency",
  "open_until" = CASE WHEN q."status" = 'open' THEN q."expires_at" END
  FROM "quotes" q WHERE q."id" = r."quote_id";--> statement-breakpoint
UPDATE "quote_recipients" r SET "offer_status" = o."status"
  FROM "quote_offers" o WHERE o."quote_id" = r."quote_id" AND o."business_id" = r."business_id";--> statement-breakpoint
ALTER TABLE "quote_recipients" ALTER COLUMN "sector" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_recipients" ALTER COLUMN "urgency" SET NOT NULL;--> statement-breakpoint
-- Kept in the transaction of the write that changes them, whichever code or tool makes it.
CREATE FUNCTION "quote_recipients_follow_quote"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE quote_recipients SET open_until = CASE WHEN NEW.status = 'open' THEN NEW.expires_at END
    WHERE quote_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "quotes_recipients_follow" AFTER UPDATE ON "quotes" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.expires_at IS DISTINCT FROM NEW.expires_at)
  EXECUTE FUNCTION "quote_recipients_follow_quote"();--> statement-breakpoint
CREATE FUNCTION "quote_recipients_follow_offer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE quote_recipients SET offer_status = NEW.status
    WHERE quote_id = NEW.quote_id AND business_id = NEW.business_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "quote_offers_recipient_follow" AFTER INSERT OR UPDATE OF "status" ON "quote_offers" FOR EACH ROW
  EXECUTE FUNCTION "quote_recipients_follow_offer"();
--> statement-breakpoint
-- The filtered columns close the panel's index, so a filtered page and its total are read off the index alone.
DROP INDEX "quote_recipients_business_created_idx";--> statement-breakpoint
CREATE INDEX "quote_recipients_business_created_idx" ON "quote_recipients" USING btree ("business_id","created_at" DESC NULLS LAST,"quote_id" DESC NULLS LAST,"open_until","offer_status","sector","urgency");
