import { figure } from "~/content/figure-text";
import { Section } from "~/components/ui/section";
import type { TalentMapData } from "~/content/talent-countries";
import { TalentMap } from "./talent-map";
import { siteConfig } from "~/lib/site-config";

/** The staff-augmentation page's "Latin American talent map" section. */
export function TalentMapSection({ map }: { map: TalentMapData }) {
  return (
    <Section
      id="talent-map"
      tone="tint"
      eyebrow="Talent network"
      title="Latin American talent map"
      intro={`${siteConfig.productName} Talent recruits from a network of ${figure("talent.universities")} universities in ${figure("talent.countries")} countries. The map shows ${map.countries.length} of those countries and the number of universities in each.`}
      // Compact on paper, like the one-pager sections around it: each region's countries in two columns.
      className="print:py-1 print:[&_h2]:mt-0 print:[&_h2]:text-base print:[&_h4]:text-xs print:[&_li]:gap-2 print:[&_li]:px-2 print:[&_li]:py-0.5 print:[&_li]:text-xs print:[&_ul]:mt-1 print:[&_ul]:grid print:[&_ul]:grid-cols-2 print:[&>div>header]:mx-0 print:[&>div>header]:mb-1 print:[&>div>header]:text-left print:[&>div>header>div]:hidden print:[&>div>header>p]:hidden"
    >
      <TalentMap countries={map.countries} regions={map.regions} />
    </Section>
  );
}
