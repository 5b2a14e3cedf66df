// Every table, for Drizzle's client and for drizzle-kit (drizzle.config.ts), which reads this file's exports.
export * from "./audit-report-schema";
export * from "./auth-schema";
export * from "./chat-schema";
export * from "./demo-slots-schema";
export * from "./leads-schema";
export * from "./newsletter-campaigns-schema";
export * from "./outbox-schema";
export * from "./posts-schema";
export * from "./premium-orders-schema";
export * from "./site-settings-schema";
export * from "./tracking-schema";
