/** The browser's entry modules by name, with their built URLs (scripts/build/client-entries.ts). */
declare module "virtual:client-entries" {
  const entries: { enhance: string } & Partial<Record<string, string>>;
  export default entries;
}
