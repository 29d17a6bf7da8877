ALTER TABLE "appointments" ADD COLUMN "plate" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "price_min_kurus" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "price_max_kurus" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "plate" text;