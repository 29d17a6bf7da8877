CREATE TABLE "appointment_blocks" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_blocks_ends_after_start" CHECK ("appointment_blocks"."ends_at" > "appointment_blocks"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"service" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"vehicle_id" uuid,
	"quote_id" text,
	"cancel_reason" text,
	"cancelled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_ends_after_start" CHECK ("appointments"."ends_at" > "appointments"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "business_hours" (
	"business_id" text PRIMARY KEY NOT NULL,
	"weekly" jsonb NOT NULL,
	"exceptions" jsonb NOT NULL,
	"slot_minutes" smallint NOT NULL,
	"capacity" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_hours_slot_minutes" CHECK ("business_hours"."slot_minutes" between 15 and 480),
	CONSTRAINT "business_hours_capacity" CHECK ("business_hours"."capacity" between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verified_review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_blocks" ADD CONSTRAINT "appointment_blocks_business_id_users_id_fk" FOREIGN KEY ("business_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_business_id_users_id_fk" FOREIGN KEY ("business_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_hours" ADD CONSTRAINT "business_hours_business_id_users_id_fk" FOREIGN KEY ("business_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_blocks_business_starts_idx" ON "appointment_blocks" USING btree ("business_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_business_starts_idx" ON "appointments" USING btree ("business_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_customer_starts_idx" ON "appointments" USING btree ("customer_id","starts_at");--> statement-breakpoint
-- users.verified_review_count is derived from reviews.verified, like rating and review_count (migration 0002): a
-- trigger function of its own recomputes it for every business a statement touched, whoever wrote the reviews.
CREATE FUNCTION "reviews_refresh_verified_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  business_ids text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT business_id) INTO business_ids FROM new_rows WHERE verified;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT business_id) INTO business_ids
      FROM (SELECT business_id FROM new_rows WHERE verified UNION SELECT business_id FROM old_rows WHERE verified)
        AS changed;
  ELSE
    SELECT array_agg(DISTINCT business_id) INTO business_ids FROM old_rows WHERE verified;
  END IF;
  IF business_ids IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM users WHERE id = ANY (business_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE users AS u
     SET verified_review_count = s.n
    FROM (
      SELECT b.id, count(r.id) FILTER (WHERE r.verified)::integer AS n
        FROM unnest(business_ids) AS b(id)
        LEFT JOIN reviews AS r ON r.business_id = b.id
       GROUP BY b.id
    ) AS s
   WHERE u.id = s.id AND u.verified_review_count IS DISTINCT FROM s.n;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_verified_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "reviews_refresh_verified_count"();--> statement-breakpoint
CREATE TRIGGER "reviews_verified_update" AFTER UPDATE ON "reviews" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "reviews_refresh_verified_count"();--> statement-breakpoint
CREATE TRIGGER "reviews_verified_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "reviews_refresh_verified_count"();
