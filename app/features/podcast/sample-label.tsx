/** The visible mark on sample episodes (PRODUCT.md: sample content says so in the design). */
export function SampleLabel({ children }: { children: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-slate-400 bg-white px-2.5 py-0.5 text-xs font-semibold text-slate-800">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-slate-500" />
      {children}
    </span>
  );
}
