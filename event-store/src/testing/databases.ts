/** A database the int test run provides (see scripts/test-databases.global-setup.ts). */
export interface TestDatabase {
  kind: 'pglite' | 'postgres';
  url: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databases: TestDatabase[];
  }
}
