ALTER TABLE "orders" DROP CONSTRAINT "orders_buyer_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "buyer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;