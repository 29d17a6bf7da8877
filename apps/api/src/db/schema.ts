// Every domain's tables, gathered for Drizzle's relational queries and drizzle-kit.
export {};
