import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** "Back to …" at the top or end of a page: an arrow and a label, left out of print. */
export function BackLink({ to, children, className }: { to: string; children: ReactNode; className: string }) {
  return (
    <Link to={to} className={`print-hidden inline-flex items-center font-semibold ${className}`}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}

/** The small brand-coloured variant used around articles. */
export const articleBackLinkClasses = "gap-1.5 text-sm text-brand-800 hover:text-brand-950";
/** The larger variant at the end of documents, a comfortable tap target. */
export const documentBackLinkClasses = "min-h-11 gap-2 text-brand-700 hover:text-brand-900";
