// What Vitest's global setup (scripts/vitest-postgres.ts) hands the tests through inject().
declare module "vitest" {
  // Vitest's provide/inject types are extended by merging into its interface; a type alias cannot merge.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    postgres: { url: string | null; reason: string | null };
  }
}

export {};
