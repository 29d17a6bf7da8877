-- A business's own offer on a request is read by both keys off one index, whatever plan is kept for the statement
-- (quotes.table.ts): the single-column index made a busy business's panel read all its offers for each request.
DROP INDEX "quote_offers_business_idx";--> statement-breakpoint
CREATE INDEX "quote_offers_business_idx" ON "quote_offers" USING btree ("business_id","quote_id");