import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";

const variants = {
  // Small and brand-coloured, around articles.
  article: "gap-1.5 text-sm text-brand-800 hover:text-brand-950",
  // Larger, at the end of documents: a comfortable tap target.
  document: "min-h-11 gap-2 text-brand-700 hover:text-brand-900",
} as const;

/** "Back to …" at the top or end of a page: an arrow and a label, left out of print. */
export function BackLink({
  to,
  variant,
  children,
}: {
  to: string;
  variant: keyof typeof variants;
  children: ReactNode;
}) {
  return (
    <a href={to} className={`print-hidden inline-flex items-center font-semibold ${variants[variant]}`}>
      <Icon name="arrow-left" className="size-4" />
      {children}
    </a>
  );
}
