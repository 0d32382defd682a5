import { ArtPanel } from "~/components/illustrations/art-panel";
import { Icon } from "~/components/ui/icon";
import { DownloadAndPrint } from "~/components/pdf-download";
import { LinkButton } from "~/components/ui/button";
import type { SalesSheet } from "~/content/sales-sheet";
import { DocumentHero } from "./document-hero";
import "./sales-sheet.css";

import { OnePagerSheetBody, OnePagerSheetCta } from "./one-pager-body";

/** The industries the sheet's offer is written for: the hero's art and its caption. */
type Industries = { art: readonly string[]; names: readonly string[] };

export function OnePagerPage({ sheet, industries }: { sheet: SalesSheet; industries: Industries }) {
  return (
    // On paper one A4 page (sales-sheet.css), as the industry one-pagers.
    <div data-print-layout="sales-sheet">
      <DocumentHero
        eyebrow="One-Pager"
        title={sheet.hero.title}
        intro={sheet.hero.intro}
        breadcrumbs={[
          { name: "Home", path: "/" },
          { name: "One-Pager", path: "/one-pager" },
        ]}
        actions={
          <>
            <LinkButton to="/contact" size="lg">
              {sheet.hero.pilotLink}
              <Icon name="arrow-right" className="size-4" />
            </LinkButton>
            <DownloadAndPrint path="/one-pager" />
          </>
        }
        aside={
          <ArtPanel
            art={industries.art}
            caption={`One-pagers for ${industries.names.length} industries: ${industries.names.join(", ")}`}
          />
        }
      />

      <div className="container-page print:px-0">
        <ul
          aria-label="Key figures"
          data-print="keep"
          className="-mt-px grid grid-cols-2 gap-px overflow-hidden rounded-b-card bg-slate-200 sm:grid-cols-4 print:rounded-card"
        >
          {sheet.keyFigures.map((figure) => (
            <li key={figure.label} className="flex flex-col bg-white p-5 sm:p-6 print:p-2">
              <p className="text-3xl font-extrabold tracking-[-0.02em] whitespace-nowrap text-data-700 tabular-nums sm:text-4xl print:text-xl">
                {figure.value}
              </p>
              <p className="mt-1 text-sm font-semibold text-ink print:mt-0 print:text-xs">{figure.label}</p>
              <p className="mt-2 text-xs leading-relaxed text-muted print:mt-0.5 print:text-[8pt] print:leading-snug">
                {figure.basis}
              </p>
            </li>
          ))}
        </ul>

        <OnePagerSheetBody sheet={sheet} />
      </div>
      <OnePagerSheetCta sheet={sheet} />
    </div>
  );
}
