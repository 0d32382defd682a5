import { figure } from "~/content/figure-text";
import type { ReactNode } from "react";
import {
  COST_FIELDS,
  HIGH_COST_SALARY,
  industryPrice,
  INDUSTRY_PRICES,
  isIndustryId,
  STANDARD_SALARY,
  type CostField,
  type IndustryId,
} from "./cost-model";
import { formatPercent, formatRange, formatUsd } from "./format";
import { parseField } from "./number-field";
import { FieldGroup } from "./field-group";
import { NumberInput } from "./number-input";
import { COST_PARAMS, INDUSTRY_PARAM } from "./url-state";
import { siteConfig } from "~/lib/site-config";
import { useHydrated } from "~/islands/use-hydrated";

type CostInputsProps = {
  drafts: Record<CostField, string>;
  industry: IndustryId;
  errors: Partial<Record<CostField, string>>;
  onFieldChange: (field: CostField, value: string) => void;
  onIndustryChange: (industry: IndustryId) => void;
};

const salaryPresets = [
  { label: "Standard", value: STANDARD_SALARY },
  { label: "High-cost area", value: HIGH_COST_SALARY },
] as const;

export function CostInputs({ drafts, industry, errors, onFieldChange, onIndustryChange }: CostInputsProps) {
  const hydrated = useHydrated();
  const value = (field: CostField): number | undefined => {
    const result = parseField(drafts[field], COST_FIELDS[field]);
    return result.ok ? result.value : undefined;
  };
  const salary = value("baseSalary");
  const benefitsRate = value("benefitsRate");
  const hiring = value("hiringCost");
  const managerSalary = value("managerSalary");
  const managementShare = value("managementShare");
  const tools = value("toolsPerMonth");
  const price = industryPrice(industry);

  const field = (key: CostField, note?: ReactNode) => (
    <NumberInput
      id={`cost-${key}`}
      name={COST_PARAMS[key]}
      spec={COST_FIELDS[key]}
      value={drafts[key]}
      error={errors[key]}
      note={note}
      onChange={(next) => onFieldChange(key, next)}
    />
  );

  return (
    <div className="space-y-8">
      <FieldGroup legend="Salary and benefits">
        <div>
          {field("baseSalary")}
          <div
            role="group"
            aria-label="Salary presets"
            // Only the island makes them work: invisible until it has hydrated, not there without script.
            className={`mt-2 flex flex-wrap gap-2 print:hidden noscript:hidden ${hydrated ? "" : "invisible"}`}
          >
            {salaryPresets.map((preset) => (
              <button
                key={preset.value}
                type="button"
                aria-pressed={salary === preset.value}
                onClick={() => onFieldChange("baseSalary", String(preset.value))}
                className="min-h-8 rounded-full border border-slate-300 bg-white px-3 py-1 text-xs font-semibold text-slate-700 transition-colors hover:border-brand-300 hover:bg-brand-50 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
              >
                {preset.label}: {formatUsd(preset.value)}
              </button>
            ))}
          </div>
        </div>
        {field(
          "benefitsRate",
          salary !== undefined && benefitsRate !== undefined && `= ${formatUsd((salary * benefitsRate) / 100)} a year`,
        )}
      </FieldGroup>

      <FieldGroup legend="Hiring and training">
        {field(
          "hiringCost",
          salary !== undefined && hiring !== undefined && `= ${formatPercent((hiring / salary) * 100)} of salary`,
        )}
        {field("trainingCost")}
      </FieldGroup>

      <FieldGroup legend="Management and tools">
        {field("managerSalary")}
        {field(
          "managementShare",
          managerSalary !== undefined &&
            managementShare !== undefined &&
            `= ${formatUsd((managerSalary * managementShare) / 100)} per BDR a year`,
        )}
        {field("toolsPerMonth", tools !== undefined && `= ${formatUsd(tools * 12)} a year`)}
      </FieldGroup>

      <FieldGroup legend="Team, ramp-up and turnover">
        {field("bdrCount")}
        {field("turnoverRate")}
        {field("rampFromMonths")}
        {field("rampToMonths")}
        <p className="text-xs text-muted sm:col-span-2">A new BDR typically needs 3-4 months to reach full output.</p>
      </FieldGroup>

      <FieldGroup legend={`${siteConfig.productName} plan to compare`}>
        <div className="sm:col-span-2">
          <label htmlFor="cost-industry" className="block text-sm font-semibold text-ink">
            Your industry
          </label>
          <select
            id="cost-industry"
            name={INDUSTRY_PARAM}
            value={industry}
            aria-describedby="cost-industry-hint"
            onChange={(event) => {
              if (isIndustryId(event.target.value)) onIndustryChange(event.target.value);
            }}
            className="mt-1.5 min-h-11 w-full field px-3 py-2 text-base shadow-xs"
          >
            {/* A short name alone: with its price an option was wider than a phone's field and was cut. */}
            {INDUSTRY_PRICES.map((option) => (
              <option key={option.id} value={option.id}>
                {option.choice}
              </option>
            ))}
          </select>
          <p id="cost-industry-hint" className="mt-1 text-xs text-muted">
            {siteConfig.productName}&apos;s {price.label} price per embedded BDR:{" "}
            <span className="font-semibold whitespace-nowrap text-ink tabular-nums">
              {formatRange(price.monthlyLow, price.monthlyHigh, formatUsd)} a month
            </span>
            . The comparison also shows the {figure("pluginModel.yearlyFull")} a year plugin model.
          </p>
        </div>
      </FieldGroup>
    </div>
  );
}
