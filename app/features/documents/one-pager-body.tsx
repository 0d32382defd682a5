import { Icon, type IconName } from "~/components/ui/icon";
import { Eyebrow } from "~/components/ui/eyebrow";
import type { ReactNode } from "react";
import { LinkButton } from "~/components/ui/button";
import { ClosingCta } from "~/components/ui/closing-cta";
import { DataTable } from "~/components/ui/data-table";
import type { IncludedIcon, SalesSheet } from "~/content/sales-sheet";
import { printedAddress, siteConfig } from "~/lib/site-config";

const includedIcons: Record<IncludedIcon, IconName> = {
  "user-round": "user-round",
  settings: "settings",
  "pen-line": "pen-line",
  layers: "layers",
  mail: "mail",
  bot: "bot",
};

/** A compact band of the sheet: on paper tight enough that the whole sheet is one A4 page (sales-sheet.css). */
function SheetSection({
  id,
  title,
  children,
  className = "",
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`py-10 sm:py-14 print:py-1.5 ${className}`}>
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight sm:text-3xl print:text-base">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The one-pager below its key figures: what is included, pricing, proof and the call to action. */
export function OnePagerSheetBody({ sheet }: { sheet: SalesSheet }) {
  return (
    <div data-sheet-body>
      <SheetSection id="included" title="What is included">
        <p className="mt-3 max-w-3xl text-slate-700 print:hidden">
          Everything an outbound function needs, for one monthly fee. No recruiting, no tool contracts, no ramp-up
          period to wait through.
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 print:mt-1 print:grid-cols-1 print:gap-1">
          {sheet.included.map((item) => {
            return (
              <li
                key={item.title}
                className="flex gap-4 rounded-card border border-slate-200 bg-white p-5 shadow-card print:p-2"
              >
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-700 print:hidden">
                  <Icon name={includedIcons[item.icon]} className="size-5 print:size-4" />
                </span>
                <div>
                  <h3 className="font-semibold print:text-sm">{item.title}</h3>
                  <p className="mt-1 text-sm text-muted print:mt-0 print:text-xs print:leading-snug">{item.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </SheetSection>

      <SheetSection id="how-it-works" title="How it works" className="border-t border-slate-200">
        <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 print:mt-1 print:grid-cols-1 print:gap-1">
          {sheet.steps.map((step, index) => (
            <li key={step.title} className="rounded-card bg-slate-50 p-5 print:p-2">
              <span
                aria-hidden="true"
                className="inline-flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white print:float-left print:mr-1.5 print:size-5 print:text-xs"
              >
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold print:mt-0 print:text-sm">{step.title}</h3>
              <p className="mt-1 text-sm text-muted print:mt-0.5 print:text-xs print:leading-snug">{step.text}</p>
            </li>
          ))}
        </ol>
      </SheetSection>

      <SheetSection id="industries" title="Built for B2B teams in" className="border-t border-slate-200">
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5 print:mt-1 print:grid-cols-1 print:gap-1">
          {sheet.industries.map((industry) => (
            <li
              key={industry.slug}
              className="relative rounded-card border border-slate-200 bg-white p-4 transition-colors hover:border-brand-300 print:p-2"
            >
              <h3 className="font-semibold print:text-sm">
                <a href={`/one-pagers/${industry.slug}`} className="after:absolute after:inset-0 hover:text-brand-800">
                  {industry.name}
                </a>
              </h3>
              <p className="mt-1 text-sm text-muted print:mt-0 print:text-xs print:leading-snug">{industry.text}</p>
            </li>
          ))}
        </ul>
      </SheetSection>

      <SheetSection id="pricing" title="Simple pricing, low risk" className="border-t border-slate-200">
        <div className="mt-8 grid gap-5 lg:grid-cols-2 print:mt-1 print:grid-cols-1 print:gap-1.5">
          <div data-print="keep" className="rounded-card surface-dark p-6 shadow-lift sm:p-8 print:p-3">
            <Eyebrow>The {siteConfig.productName} plugin</Eyebrow>
            <p className="mt-3 flex items-baseline gap-2 print:mt-1 print:inline-flex">
              <span className="text-5xl font-extrabold tracking-tight print:text-2xl">{sheet.pricing.price}</span>
              <span className="text-slate-300">{sheet.pricing.period}</span>
            </p>
            <p className="mt-1 text-sm text-slate-300 print:ml-3 print:inline">{sheet.pricing.annual}</p>
            <ul className="mt-6 space-y-2 print:mt-1 print:flex print:flex-wrap print:space-y-0 print:gap-x-4 print:gap-y-0.5">
              {sheet.pricing.points.map((point) => (
                <li key={point} className="flex gap-2 text-sm print:gap-1 print:text-xs">
                  <Icon name="check" className="mt-0.5 size-4 shrink-0 text-slate-300 print:size-3" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <div
            data-print="keep"
            className="flex flex-col rounded-card border border-teal-200 bg-teal-50 p-6 sm:p-8 print:p-3"
          >
            <Icon name="badge-check" className="size-8 text-teal-700 print:hidden" />
            <h3 className="mt-3 text-lg font-bold print:mt-0 print:text-sm">{sheet.guarantee.title}</h3>
            <p className="mt-2 text-slate-800 print:mt-1 print:text-xs">{sheet.guarantee.text}</p>
            <p className="mt-3 text-sm text-slate-700 print:hidden">{sheet.guarantee.note}</p>
          </div>
        </div>
      </SheetSection>

      <SheetSection
        id="compare"
        title={`${siteConfig.productName} compared with hiring in-house`}
        className="border-t border-slate-200"
      >
        <DataTable
          // Named apart from its section: two landmarks with one name cannot be told apart.
          label={`Cost and team, item by item: hiring in-house and ${siteConfig.productName}`}
          columns={[{ header: "Hiring in-house" }, { header: siteConfig.productName, key: true }]}
          rows={sheet.comparison.map((row) => ({ id: row.item, label: row.item, cells: [row.internal, row.product] }))}
          className="mt-6 print:mt-1.5"
          data-print="keep"
        />
        <p className="mt-3 max-w-3xl text-sm text-muted print:mt-1 print:max-w-none print:text-[8pt]">
          {sheet.comparisonNote}
        </p>
      </SheetSection>

      <SheetSection id="questions" title="Questions we hear most" className="border-t border-slate-200">
        <dl className="mt-6 grid gap-5 md:grid-cols-3 print:mt-1 print:grid-cols-1 print:gap-1.5">
          {sheet.questions.map((item) => (
            <div key={item.question} data-print="keep">
              <dt className="font-semibold print:text-sm">{item.question}</dt>
              <dd className="mt-1 text-sm text-muted print:mt-0.5 print:text-xs print:leading-snug">{item.answer}</dd>
            </div>
          ))}
        </dl>
      </SheetSection>
    </div>
  );
}

/** The sheet's closing call to action; on paper, where to go. */
export function OnePagerSheetCta({ sheet }: { sheet: SalesSheet }) {
  return (
    <ClosingCta
      id="one-pager-cta"
      title={sheet.cta.heading}
      action={
        <LinkButton to="/contact" variant="inverse" size="lg">
          Get started
          <Icon name="arrow-right" className="size-4" />
        </LinkButton>
      }
      onPaper={
        <>
          {printedAddress("/contact")} · {siteConfig.email.contact}
        </>
      }
    >
      <p>{sheet.cta.text}</p>
    </ClosingCta>
  );
}
