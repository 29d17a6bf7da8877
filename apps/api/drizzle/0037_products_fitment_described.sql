ALTER TABLE "products" ADD COLUMN "universal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "has_oem" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Products that already carry OEM numbers say so.
UPDATE "products" SET "has_oem" = true WHERE EXISTS (SELECT 1 FROM "product_oem_numbers" o WHERE o."product_id" = "products"."id");
