import type { ComponentProps } from "react";

export function Card({ className = "", ...props }: ComponentProps<"div">) {
  return <div className={`rounded-card border border-slate-200 bg-white p-6 shadow-card ${className}`} {...props} />;
}
