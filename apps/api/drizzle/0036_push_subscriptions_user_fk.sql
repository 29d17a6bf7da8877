-- A push subscription belongs to an account that exists: a token that outlived its account can no longer store one,
-- and deleting the account deletes its subscriptions. Written here rather than in push.table.ts because the platform
-- names no module's table in code (docs/decisions/038-counted-limits-under-concurrency.md). Subscriptions left by
-- accounts already gone are removed first, or the constraint could not be added.
DELETE FROM "push_subscriptions" AS s WHERE NOT EXISTS (SELECT 1 FROM "users" AS u WHERE u."id" = s."user_id");--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;
