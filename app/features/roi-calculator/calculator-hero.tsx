import { Icon } from "~/components/ui/icon";
import { heroBand, heroTitleClasses } from "~/components/ui/hero";
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
    <section aria-labelledby="roi-heading" data-hero="long" className={heroBand}>
      {/* From 1024 px the actions sit beside the text and the tools' links are one line, so the
          first screen at 1280x800 reaches the calculator's first field and its result (issue 29). */}
      <div className="container-page grid gap-8 pt-14 pb-14 sm:pt-20 sm:pb-20 lg:grid-cols-[1fr_auto] lg:items-center lg:gap-16 lg:py-8 print:py-4">
        <div className="mx-auto max-w-3xl text-center lg:mx-0 lg:text-left">
          <Badge>Free calculator</Badge>
          <h1 id="roi-heading" className={`mt-5 lg:mt-3 ${heroTitleClasses("long")}`}>
            Outbound ROI calculator
          </h1>
          <p className="mt-6 text-lg text-pretty text-slate-700 sm:text-xl lg:mt-3 lg:text-base">
            See what an internal BDR really costs next to {siteConfig.productName}, and how much outreach your revenue
            goal takes. Every default comes from our own cost analysis and outbound playbook: replace them with your
            numbers.
          </p>
          <ul className="mt-10 grid gap-4 text-left sm:grid-cols-2 lg:mt-4 lg:flex lg:flex-wrap lg:gap-x-6 lg:gap-y-2 print:hidden">
            {tools.map((tool, index) => (
              <li key={tool.href}>
                <a
                  href={tool.href}
                  className="group flex h-full gap-4 rounded-card border border-slate-200 bg-white/90 p-5 shadow-card transition-shadow hover:shadow-lift lg:items-center lg:gap-2 lg:rounded-md lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none lg:hover:shadow-none"
                >
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-700 font-bold text-white lg:size-6 lg:rounded-md lg:text-sm">
                    {index + 1}
                  </span>
                  <span>
                    <span className="flex items-center gap-1.5 font-semibold text-ink group-hover:text-brand-800 lg:text-brand-800 lg:underline-offset-4 lg:group-hover:underline">
                      {tool.title}
                      <Icon name="arrow-down" className="size-4" />
                    </span>
                    <span className="mt-1 block text-sm text-muted lg:sr-only">{tool.text}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div className="mx-auto w-full max-w-4xl lg:w-72 print:hidden">
          <div className="text-center lg:text-left">
            <div className="flex flex-wrap items-center justify-center gap-3 lg:flex-col lg:items-stretch">
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
      </div>
    </section>
  );
}
