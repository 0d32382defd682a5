import { ScrollArea } from "~/components/ui/scroll-area";
import { siteConfig } from "~/lib/site-config";
import { about } from "./about";

// Only the right edge casts a shadow: the topic column is sticky, so the left edge never hides
// anything. The white cover travels with the content and uncovers the shadow while more is to see.
const scrollShadow =
  "[background:linear-gradient(to_left,#fff_40%,transparent)_right/3rem_100%_no-repeat_local,radial-gradient(farthest-side_at_100%_50%,rgb(15_23_42/0.18),transparent)_right/0.875rem_100%_no-repeat_scroll]";

/**
 * Partner against vendor. The partner column is the key one: second, highlighted, and in view at
 * 320 px beside the sticky topic column; the vendor column scrolls in, with a shadow as the hint.
 */
export function PartnerComparison() {
  return (
    <ScrollArea
      role="region"
      aria-labelledby="comparison-caption"
      className={`rounded-2xl border border-slate-200 bg-white ${scrollShadow}`}
    >
      <table className="w-full min-w-[34rem] border-collapse text-left text-sm sm:text-base">
        <caption id="comparison-caption" className="sr-only">
          {siteConfig.productName} as a growth partner compared with a typical vendor
        </caption>
        <thead>
          <tr className="border-b border-slate-200">
            <td className="sticky left-0 w-28 bg-white sm:w-52" />
            <th scope="col" className="bg-brand-50 px-4 py-4 font-bold text-brand-900">
              {siteConfig.productName}, your partner
            </th>
            <th scope="col" className="px-4 py-4 font-semibold text-slate-700">
              A typical vendor
            </th>
          </tr>
        </thead>
        <tbody>
          {about.comparison.map(({ topic, partner, vendor }) => (
            <tr key={topic} className="border-b border-slate-200 last:border-b-0">
              <th
                scope="row"
                className="sticky left-0 bg-white px-4 py-4 align-top text-sm font-semibold text-ink shadow-[1px_0_0_var(--color-slate-200)]"
              >
                {topic}
              </th>
              <td className="min-w-44 bg-brand-50 px-4 py-4 align-top font-medium text-ink">{partner}</td>
              <td className="min-w-44 px-4 py-4 align-top text-slate-700">{vendor}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
