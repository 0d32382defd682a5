import type { ReactNode } from "react";
import { LinkButton } from "~/components/ui/button";

/** A short page that tells the visitor what just happened and where to go next. */
export function ResultPage({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="container-page flex min-h-[60vh] max-w-2xl flex-col items-center justify-center py-20 text-center">
      {icon}
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      <div className="mt-4 text-lg text-muted">{children}</div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <LinkButton to="/blog">Read the blog</LinkButton>
        <LinkButton to="/" variant="secondary">
          Back to Home
        </LinkButton>
      </div>
    </div>
  );
}
