import { Icon } from "~/components/ui/icon";
import { ClosingCta, closingLinkClasses } from "~/components/ui/closing-cta";
import { Section } from "~/components/ui/section";
import type { CaseStudyBlock, OnePagerPage } from "~/content/one-pagers";
import { IllustrativeLabel } from "./labels";
import { offers } from "~/content/offers";
import { printedAddress, siteConfig } from "~/lib/site-config";
import { FigureText } from "./figure-text";
import { printSection } from "./one-pager-sections";
import { BookDiscoveryButton } from "./page-actions";

export function BuildVsBuySection({ title, buildVsBuy }: { title: string; buildVsBuy: OnePagerPage["buildVsBuy"] }) {
  const columns = [
    { heading: buildVsBuy.internalTitle ?? "Build it in-house", items: buildVsBuy.internal, ours: false },
    {
      heading: buildVsBuy.productSideTitle ?? `Buy ${siteConfig.productName}`,
      items: buildVsBuy.productSide,
      ours: true,
    },
  ];
  return (
    <Section id="build-vs-buy" tone="tint" eyebrow="Build vs. buy" title={title} className={printSection}>
      <div
        className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2 print:max-w-none print:grid-cols-2 print:gap-3"
        data-print="keep"
      >
        {columns.map(({ heading, items, ours }) => (
          <div
            key={heading}
            className={`rounded-card p-6 sm:p-8 print:px-3 print:py-2 ${
              ours ? "bg-white shadow-lift ring-2 ring-brand-600" : "border border-slate-200 bg-white/60"
            }`}
          >
            <h3 className={`text-xl font-bold print:text-sm ${ours ? "text-ink" : "text-slate-700"}`}>{heading}</h3>
            <ul className="mt-5 space-y-3 print:mt-1 print:space-y-0.5">
              {items.map((item) => (
                <li key={item} className="flex gap-3 text-slate-700 print:gap-1.5 print:text-xs print:leading-snug">
                  {ours ? (
                    <Icon name="check" className="mt-0.5 size-5 shrink-0 text-slate-500 print:mt-0 print:size-3.5" />
                  ) : (
                    <Icon name="x" className="mt-0.5 size-5 shrink-0 text-slate-500 print:mt-0 print:size-3.5" />
                  )}
                  <span>
                    <FigureText>{item}</FigureText>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}

/** The case study (one-pagers) or Mini Case Study (SaaS one-pager, case study pages) block. */
export function CaseStudyBlockSection({
  label,
  block,
  illustrative,
}: {
  label: string;
  block: CaseStudyBlock;
  /** The case study it tells is an illustrative benchmark: labelled here as on its page and card. */
  illustrative: boolean;
}) {
  return (
    <Section id="case-study" className={printSection} aria-labelledby="case-study-heading">
      <div
        className="mx-auto max-w-4xl overflow-hidden rounded-card border border-slate-200 bg-gradient-to-br from-brand-50 to-white p-6 shadow-card sm:p-10 print:max-w-none print:px-3 print:py-2"
        data-print="keep"
      >
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="case-study-heading" className="eyebrow print:text-xs">
            {label}
          </h2>
          {illustrative && <IllustrativeLabel />}
        </div>
        <h3 className="mt-3 text-2xl font-bold tracking-tight text-balance sm:text-3xl print:mt-0.5 print:text-sm">
          {block.title}
        </h3>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 print:mt-1 print:grid-cols-1 print:gap-0.5">
          {block.bullets.map((bullet) => (
            <li key={bullet} className="flex gap-3 text-slate-700 print:gap-1.5 print:text-xs print:leading-snug">
              <Icon name="check" className="mt-0.5 size-5 shrink-0 text-slate-500 print:mt-0 print:size-3.5" />
              <span>
                <FigureText>{bullet}</FigureText>
              </span>
            </li>
          ))}
        </ul>
        {block.link && (
          <a
            href={block.link}
            className="mt-8 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline-offset-4 hover:underline print:hidden"
          >
            {block.linkLabel ?? "Read the case study"}
            <Icon name="arrow-right" className="size-4" />
          </a>
        )}
      </div>
    </Section>
  );
}

/** A one-pager's or listing's closing call to action, in the site's one closing look. */
export function CtaSection({ cta }: { cta: OnePagerPage["cta"] }) {
  return (
    <ClosingCta
      id="cta"
      title={cta.heading}
      action={<BookDiscoveryButton variant="inverse" />}
      secondary={
        cta.ctaLink && (
          <a href={cta.ctaLink} className={closingLinkClasses}>
            {cta.secondaryText ?? "Contact us"}
          </a>
        )
      }
      onPaper={
        <>
          Book {offers.outbound.callText} at <span className="font-semibold">{printedAddress("/contact")}</span> or
          e-mail <span className="font-semibold">{siteConfig.email.contact}</span>
        </>
      }
    >
      <p>{cta.subheading}</p>
    </ClosingCta>
  );
}
