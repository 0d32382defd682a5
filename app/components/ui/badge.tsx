import type { ComponentProps } from "react";

const tones = {
  brand: "bg-brand-50 text-brand-800 ring-1 ring-brand-200 ring-inset",
  neutral: "bg-slate-100 text-slate-700 ring-1 ring-slate-300 ring-inset",
  // "Sample", "Illustrative": honest labels that sit in the design, not in small print.
  sample: "border border-dashed border-slate-500 bg-white text-slate-800",
};

export function Badge({
  tone = "brand",
  className = "",
  ...props
}: ComponentProps<"span"> & { tone?: keyof typeof tones }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ${tones[tone]} ${className}`}
      {...props}
    />
  );
}
