import { figure } from "~/content/figure-text";
import { Eyebrow } from "~/components/ui/eyebrow";
import { Icon } from "~/components/ui/icon";
import type { IntegrationGuide } from "~/content/integration-guide";
import { Section } from "~/components/ui/section";
import { siteConfig } from "~/lib/site-config";

/** The bundled tool stack by category, with SPEC's monthly list prices where it gives them. */
export function IntegrationStack({ guide }: { guide: IntegrationGuide }) {
  return (
    <Section
      className="print:py-6"
      id="tech-stack"
      tone="tint"
      eyebrow="The tech stack"
      title={`${figure("program.tools")} tools, integrated and paid for`}
      intro={`Data, outreach, sending infrastructure, AI and CRM come connected, configured and maintained as part of the service. Bought separately, the stack runs ${figure("internalBdr.toolsMonthly")}+ a month per BDR before anyone has set it up.`}
    >
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {guide.techStack.map((group) => (
          <li
            key={group.category}
            data-print="keep"
            className="flex flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card"
          >
            <h3 className="flex items-center gap-2 text-lg font-bold">
              <Icon name="blocks" className="size-5 text-slate-500" />
              {group.category}
            </h3>
            <p className="mt-2 text-sm text-muted">{group.summary}</p>
            <ul className="mt-5 divide-y divide-slate-100 border-t border-slate-100">
              {group.tools.map((tool) => (
                <li key={tool.name} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2.5 text-sm">
                  <span className="font-medium text-slate-800">{tool.name}</span>
                  {tool.cost ? (
                    <span className="shrink-0 text-right font-semibold text-slate-700 tabular-nums">{tool.cost}</span>
                  ) : (
                    <span className="shrink-0 text-xs font-semibold text-slate-600">Included</span>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
        <li className="flex flex-col justify-center rounded-card surface-dark p-6 shadow-lift">
          <Eyebrow>With {siteConfig.productName}</Eyebrow>
          <p className="mt-3 text-2xl font-bold tracking-tight">One setup, one monthly fee</p>
          <p className="mt-3 text-sm text-slate-300">
            Every tool on this page is part of the plugin. Prices shown are typical monthly list prices for one seat, so
            you can compare with buying and running the stack yourself.
          </p>
        </li>
      </ul>
    </Section>
  );
}
