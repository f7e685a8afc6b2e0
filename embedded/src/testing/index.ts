// The whole-system test harness, for the API specs that sit beside their slice in write-api.
export * from './test-system.ts';
export * from './accounts.ts';
export * from './catalog.ts';
export * from './raw-http.ts';
export * from './service-process.ts';
export * from './request-from.ts';
