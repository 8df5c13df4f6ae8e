/** The whole Drizzle schema: one file per area, gathered here for drizzle-kit and the client. */
export * from './users.ts';
export * from './codes.ts';
export * from './catalogue.ts';
export * from './scheduling.ts';
export * from './payments.ts';
export * from './offers.ts';
export * from './jobs.ts';
export * from './chat.ts';
export * from './sessions.ts';
export * from './contact.ts';
export * from './assets.ts';
export * from './reports.ts';
export * from './onboarding.ts';
export * from './invoices.ts';
export * from './platform.ts';
