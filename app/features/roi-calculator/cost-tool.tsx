import { Section } from "~/components/ui/section";
import { CalculateButton, UpdateHint } from "./calculate-button";
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
    <Section
      id="internal-bdr-cost"
      tone="tint"
      className="print:py-6"
      eyebrow="Tool 1"
      title={`Internal BDR versus ${siteConfig.productName}`}
      intro={`An internal BDR costs far more than a salary. Add up benefits, hiring, training, management and tools, then compare the total with ${siteConfig.productName}'s price for your industry.`}
    >
      {/* The summary sticks within this block on phones: a grid item could only stick within its own row. */}
      <div>
        <SavingsSummary result={valid?.result} team={formatTeam(valid?.input.bdrCount ?? 1)} />
        <div className="mt-6 grid grid-cols-1 items-start gap-8 lg:mt-0 lg:grid-cols-2">
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-card sm:p-8" data-calculator="inputs">
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
          <div data-calculator="results">
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
    </Section>
  );
}
