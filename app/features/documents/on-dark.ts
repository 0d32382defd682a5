/**
 * A light outline button for dark panels, next to an "inverse" button. The shared Button
 * variants all set a background, so overriding one with a className would depend on CSS order.
 */
export function onDarkButtonClasses(size: "md" | "lg" = "lg"): string {
  const sizing = size === "lg" ? "px-6 py-3 text-base" : "px-5 py-2.5 text-sm";
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-white/50 font-semibold text-white transition-colors hover:border-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white ${sizing}`;
}
