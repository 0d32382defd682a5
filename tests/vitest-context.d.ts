// What Vitest's global setup (scripts/vitest-postgres.mjs) hands the tests through inject().
declare module "vitest" {
  export interface ProvidedContext {
    postgres: { url: string | null; reason: string | null };
  }
}

export {};
