ALTER TABLE "products" ADD COLUMN "fit_models" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE "products" SET "fit_models" = "fitted"."models"
FROM (
  SELECT "product_id", array_agg(DISTINCT "vehicle_type" || '|' || "brand" || '|' || "model_key" ORDER BY "vehicle_type" || '|' || "brand" || '|' || "model_key") AS "models"
  FROM "product_fitments" GROUP BY "product_id"
) AS "fitted"
WHERE "products"."id" = "fitted"."product_id";
