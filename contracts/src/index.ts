export * from './common/constants.ts';
export * from './common/messages.ts';
export * from './common/envelope.ts';
export * from './common/ids.ts';
export * from './accounts/schemas.ts';
export * from './catalog/cities.ts';
export * from './events.ts';
export * from './routes.ts';
