import type { ComponentProps } from "react";

export function Spinner({
  label = "Loading",
  className = "",
  ...props
}: { label?: string; className?: string } & Omit<ComponentProps<"div">, "children">) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-16 text-muted ${className}`} {...props}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700 motion-reduce:animate-none"
      />
      <span className="text-sm">{label}</span>
    </div>
  );
}
