// The whole schema, for drizzle-kit and for the typed database handle. Tables live in their own files.
export * from './calendars';
export * from './finance';
export * from './interviews';
export * from './operations';
export * from './records';
export * from './templates';
export * from './users';
