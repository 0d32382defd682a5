import { CalculateButton, UpdateHint } from "./calculate-button";
import { Eyebrow } from "~/components/ui/eyebrow";
import { calculateCost, COST_FIELDS, validateCost, type CostField, type IndustryId } from "./cost-model";
import { CostInputs } from "./cost-inputs";
import { CostResults } from "./cost-results";
import { formatTeam } from "./format";
import { InvalidNotice } from "./invalid-notice";
import { SavingsSummary } from "./savings-summary";
import { siteConfig } from "~/lib/site-config";
import "./print.css";

type CostToolProps = {
  drafts: Record<CostField, string>;
  industry: IndustryId;
  onFieldChange: (field: CostField, value: string) => void;
  onIndustryChange: (industry: IndustryId) => void;
};

export function CostTool({ drafts, industry, onFieldChange, onIndustryChange }: CostToolProps) {
  const validation = validateCost(drafts, industry);
  const errors = validation.ok ? {} : validation.errors;
  const valid = validation.ok ? { input: validation.input, result: calculateCost(validation.input) } : undefined;

  return (
    // Not the shared Section: from 1024 px its header is one row and the summary heads the results
    // column, so the first field and the savings are on the first screen at 1280x800 (issue 29).
    <section
      id="internal-bdr-cost"
      aria-labelledby="internal-bdr-cost-heading"
      className="bg-slate-50 section-y lg:pt-8! print:py-6"
    >
      <div className="container-page">
        <header className="mx-auto mb-12 max-w-3xl text-center lg:mx-0 lg:mb-6 lg:grid lg:max-w-none lg:grid-cols-[auto_1fr] lg:items-end lg:gap-12 lg:text-left">
          <div>
            <Eyebrow>Tool 1</Eyebrow>
            <h2 id="internal-bdr-cost-heading" className="mt-3 text-title font-bold text-balance">
              Internal BDR versus {siteConfig.productName}
            </h2>
          </div>
          <p className="mt-4 text-lg text-pretty text-muted lg:mt-0 lg:text-base">
            An internal BDR costs far more than a salary. Add up benefits, hiring, training, management and tools, then
            compare the total with {siteConfig.productName}&apos;s price for your industry.
          </p>
        </header>
        {/* The summary sticks within this block on phones (a grid item could only stick within its
            own row); from 1024 px the inner grid's items join this one, the summary atop the results. */}
        <div className="lg:grid lg:grid-cols-2 lg:items-start lg:gap-x-8">
          <SavingsSummary result={valid?.result} team={formatTeam(valid?.input.bdrCount ?? 1)} />
          <div className="mt-6 grid grid-cols-1 items-start gap-8 lg:contents">
            <div
              className="fields-below-summary rounded-2xl border border-slate-200 bg-white p-5 shadow-card sm:p-8 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:p-6"
              data-calculator="inputs"
            >
              <h3 className="text-xl font-bold">Your numbers</h3>
              <p className="mt-1 mb-6 text-sm text-muted">
                Per BDR unless noted. <UpdateHint />
              </p>
              <CostInputs
                drafts={drafts}
                industry={industry}
                errors={errors}
                onFieldChange={onFieldChange}
                onIndustryChange={onIndustryChange}
              />
              <CalculateButton />
            </div>
            <div className="lg:col-start-2 lg:mt-8" data-calculator="results">
              <h3 className="mb-4 text-xl font-bold">Your results</h3>
              {valid ? (
                <CostResults
                  result={valid.result}
                  bdrCount={valid.input.bdrCount}
                  benefitsRate={valid.input.benefitsRate}
                  managementShare={valid.input.managementShare}
                />
              ) : (
                <InvalidNotice
                  errors={(Object.keys(errors) as CostField[]).map((key) => ({
                    id: `cost-${key}`,
                    label: COST_FIELDS[key].label,
                  }))}
                />
              )}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
