// Modules the build makes (scripts/build/content-figures.ts).
declare module "virtual:content-figures" {
  /** Every figure token's text, e.g. { "plan.monthly": "$8K" }. */
  const figures: Readonly<Record<string, string>>;
  export default figures;
}
