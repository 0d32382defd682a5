import { DataTable } from "~/components/ui/data-table";
import { siteConfig } from "~/lib/site-config";
import { about } from "./about";

/**
 * Partner against vendor, in the site's one table pattern: the partner column is the key one,
 * highlighted and right after the topic column, so it is in view at 320 px; the vendor column
 * scrolls in, with the pattern's shadow as the hint.
 */
export function PartnerComparison() {
  return (
    <DataTable
      label={`${siteConfig.productName} as a growth partner compared with a typical vendor`}
      columns={[{ header: `${siteConfig.productName}, your partner`, key: true }, { header: "A typical vendor" }]}
      rows={about.comparison.map(({ topic, partner, vendor }) => ({
        id: topic,
        label: topic,
        cells: [partner, vendor],
      }))}
    />
  );
}
