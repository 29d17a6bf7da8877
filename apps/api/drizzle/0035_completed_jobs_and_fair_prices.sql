CREATE TABLE "price_points" (
	"key" text PRIMARY KEY NOT NULL,
	"sector" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"city" text NOT NULL,
	"price" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_points_positive" CHECK ("price_points"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "price_rollups" (
	"sector" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"city" text NOT NULL,
	"count" integer NOT NULL,
	"min" integer NOT NULL,
	"max" integer NOT NULL,
	"median" integer NOT NULL,
	CONSTRAINT "price_rollups_sector_vehicle_type_city_pk" PRIMARY KEY("sector","vehicle_type","city")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "final_price" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "km" integer;--> statement-breakpoint
CREATE INDEX "price_points_group_price_idx" ON "price_points" USING btree ("sector","vehicle_type","city","price");--> statement-breakpoint
-- Offers accepted before fair prices were kept count from the start.
INSERT INTO "price_points" ("key", "sector", "vehicle_type", "city", "price")
SELECT 'quote:' || q.id, q.sector, q.vehicle_type, q.city, round((o.price_min_kurus + o.price_max_kurus) / 2.0)
FROM "quotes" q JOIN "quote_offers" o ON o.id = q.accepted_offer_id;--> statement-breakpoint
INSERT INTO "price_rollups" ("sector", "vehicle_type", "city", "count", "min", "max", "median")
SELECT sector, vehicle_type, city, count(*), min(price), max(price), round(percentile_cont(0.5) WITHIN GROUP (ORDER BY price))
FROM "price_points" GROUP BY sector, vehicle_type, city;
