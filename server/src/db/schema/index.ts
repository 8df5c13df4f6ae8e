/** The whole Drizzle schema: one file per area, gathered here for drizzle-kit and the client. */
export * from './users.ts';
export * from './codes.ts';
export * from './catalogue.ts';
export * from './scheduling.ts';
