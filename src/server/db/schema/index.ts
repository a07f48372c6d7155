// The schema registry drizzle needs for typed queries (the one place tables are gathered).
export * from './org.js';
export * from './users.js';
export * from './auth.js';
export * from './notify.js';
export * from './settings.js';
export * from './faulty.js';
export * from './catalogue.js';
export * from './storefront.js';
export * from './sync.js';
export * from './audit.js';
export * from './campaigns.js';
export * from './jobs.js';
export * from './code-batches.js';
export * from './ledger.js';
export * from './sales.js';
export * from './gifts.js';
export * from './reports.js';
