import { Icon } from "~/components/ui/icon";
import { PrintButton } from "~/components/print-button";
import { Badge } from "~/components/ui/badge";
import { Button, LinkButton } from "~/components/ui/button";
import { siteConfig } from "~/lib/site-config";

const tools = [
  {
    href: "#internal-bdr-cost",
    title: `Internal BDR versus ${siteConfig.productName}`,
    text: `The fully loaded cost of a BDR, against ${siteConfig.productName}'s price, with your savings.`,
  },
  {
    href: "#outbound-math",
    title: "The math behind your outreach volume",
    text: "From a revenue goal to the prospects, replies and meetings it takes.",
  },
] as const;

export function CalculatorHero() {
  return (
    <section aria-labelledby="roi-heading" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_70%_-10%,var(--color-brand-100),transparent),radial-gradient(40rem_24rem_at_0%_10%,#ccfbf1,transparent)]"
      />
      <div className="container-page pt-14 pb-14 sm:pt-20 sm:pb-20 print:py-4">
        <div className="mx-auto max-w-3xl text-center">
          <Badge>Free calculator</Badge>
          <h1
            id="roi-heading"
            className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-display"
          >
            Outbound ROI calculator
          </h1>
          <p className="mt-6 text-lg text-pretty text-slate-700 sm:text-xl">
            See what an internal BDR really costs next to {siteConfig.productName}, and how much outreach your revenue
            goal takes. Every default comes from our own cost analysis and outbound playbook: replace them with your
            numbers.
          </p>
        </div>

        <ul className="mx-auto mt-10 grid max-w-4xl gap-4 sm:grid-cols-2 print:hidden">
          {tools.map((tool, index) => (
            <li key={tool.href}>
              <a
                href={tool.href}
                className="group flex h-full gap-4 rounded-card border border-slate-200 bg-white/90 p-5 shadow-card transition-shadow hover:shadow-lift"
              >
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-700 font-bold text-white">
                  {index + 1}
                </span>
                <span>
                  <span className="flex items-center gap-1.5 font-semibold text-ink group-hover:text-brand-800">
                    {tool.title}
                    <Icon name="arrow-down" className="size-4" />
                  </span>
                  <span className="mt-1 block text-sm text-muted">{tool.text}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>

        <div className="mx-auto mt-8 max-w-4xl text-center print:hidden">
          <div className="flex flex-wrap items-center justify-center gap-3">
            {/* The bare address: the prerendered page with every default, with or without script. */}
            <LinkButton to="/roi-calculator" variant="secondary">
              <Icon name="rotate-ccw" className="size-4" />
              Reset to defaults
            </LinkButton>
            {/* Copying and printing need script (app/enhance/page-actions.ts): not shown without it. */}
            <Button
              variant="secondary"
              className="needs-script"
              data-action="copy-link"
              data-status="roi-link-status"
              data-copied="Link copied. Anyone who opens it sees these numbers."
              data-failed="Copy the address from your browser's address bar to share these numbers."
            >
              <Icon name="link-2" className="size-4" />
              Copy link to these results
            </Button>
            <PrintButton label="Print or save as PDF" icon="printer" />
          </div>
          <p className="mt-3 text-sm text-muted">
            Your numbers are kept in the page address, so a bookmark or a shared link opens them again.
          </p>
          <p id="roi-link-status" role="status" className="mt-2 min-h-5 text-sm font-semibold text-brand-800" />
        </div>
      </div>
    </section>
  );
}
