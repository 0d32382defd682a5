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
      // Compact on paper, like the one-pager sections around it.
      className="print:py-3 print:[&_h2]:text-xl print:[&>div>header]:mb-3 print:[&>div>header>div]:hidden"
    >
      <TalentMap countries={map.countries} regions={map.regions} />
    </Section>
  );
}
