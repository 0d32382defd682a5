import {
  COST_FIELDS,
  DEFAULT_INDUSTRY,
  isIndustryId,
  validateCost,
  type CostField,
  type IndustryId,
} from "./cost-model";
import { defaultDrafts, parseField, type FieldSpec } from "./number-field";
import { OUTBOUND_FIELDS, validateOutbound, type OutboundField } from "./outbound-math";

/**
 * Everything the visitor can change, as typed. Values stay strings so a half-typed
 * or invalid entry is shown back exactly as typed, with its error.
 */
export type CalculatorState = {
  cost: Record<CostField, string>;
  industry: IndustryId;
  outbound: Record<OutboundField, string>;
};

/** Query parameter names: short and readable, since visitors share these links. */
export const COST_PARAMS: Record<CostField, string> = {
  baseSalary: "salary",
  benefitsRate: "benefits",
  hiringCost: "hiring",
  trainingCost: "training",
  managerSalary: "managerSalary",
  managementShare: "management",
  toolsPerMonth: "tools",
  bdrCount: "bdrs",
  rampFromMonths: "rampFrom",
  rampToMonths: "rampTo",
  turnoverRate: "turnover",
};

export const INDUSTRY_PARAM = "industry";

export const OUTBOUND_PARAMS: Record<OutboundField, string> = {
  revenueGoal: "goal",
  averageDealSize: "dealSize",
  winRate: "winRate",
  meetingToOpportunityRate: "meetingToOpp",
  replyToMeetingRate: "replyToMeeting",
  emailShare: "emailShare",
  emailReplyRate: "emailReplyRate",
  linkedinReplyRate: "linkedinReplyRate",
  timeframeMonths: "months",
};

export function defaultState(): CalculatorState {
  return { cost: defaultDrafts(COST_FIELDS), industry: DEFAULT_INDUSTRY, outbound: defaultDrafts(OUTBOUND_FIELDS) };
}

/**
 * The query for a state: only valid values that differ from the defaults, so the
 * default page has a clean URL and a shared link carries only what was changed.
 */
export function stateToSearchParams(state: CalculatorState): URLSearchParams {
  const params = new URLSearchParams();
  writeFields(params, COST_FIELDS, COST_PARAMS, state.cost);
  if (state.industry !== DEFAULT_INDUSTRY) params.set(INDUSTRY_PARAM, state.industry);
  writeFields(params, OUTBOUND_FIELDS, OUTBOUND_PARAMS, state.outbound);
  return params;
}

/**
 * The state a query describes. Anything missing, unreadable or impossible falls
 * back to its default, so a mistyped or tampered link still opens a working page.
 */
export function searchParamsToState(params: URLSearchParams): CalculatorState {
  const industryParam = params.get(INDUSTRY_PARAM) ?? "";
  const industry = isIndustryId(industryParam) ? industryParam : DEFAULT_INDUSTRY;

  let cost = readFields(params, COST_FIELDS, COST_PARAMS);
  const costCheck = validateCost(cost, industry);
  if (!costCheck.ok) cost = withDefaults(cost, COST_FIELDS, Object.keys(costCheck.errors) as CostField[]);
  if (!validateCost(cost, industry).ok) cost = defaultDrafts(COST_FIELDS);

  let outbound = readFields(params, OUTBOUND_FIELDS, OUTBOUND_PARAMS);
  const outboundCheck = validateOutbound(outbound);
  if (!outboundCheck.ok) {
    outbound = withDefaults(outbound, OUTBOUND_FIELDS, Object.keys(outboundCheck.errors) as OutboundField[]);
  }
  if (!validateOutbound(outbound).ok) outbound = defaultDrafts(OUTBOUND_FIELDS);

  return { cost, industry, outbound };
}

/**
 * The state as the form's fields hold it, each value as typed (an invalid one is shown back with
 * its error): what a visitor typed before the calculator hydrated.
 */
export function formValuesToState(values: URLSearchParams): CalculatorState {
  const industry = values.get(INDUSTRY_PARAM) ?? "";
  return {
    cost: typedFields(values, COST_FIELDS, COST_PARAMS),
    industry: isIndustryId(industry) ? industry : DEFAULT_INDUSTRY,
    outbound: typedFields(values, OUTBOUND_FIELDS, OUTBOUND_PARAMS),
  };
}

function typedFields<K extends string>(
  values: URLSearchParams,
  specs: Record<K, FieldSpec>,
  names: Record<K, string>,
): Record<K, string> {
  const drafts = defaultDrafts(specs);
  for (const key of Object.keys(specs) as K[]) drafts[key] = values.get(names[key]) ?? drafts[key];
  return drafts;
}

function writeFields<K extends string>(
  params: URLSearchParams,
  specs: Record<K, FieldSpec>,
  names: Record<K, string>,
  drafts: Record<K, string>,
) {
  for (const key of Object.keys(specs) as K[]) {
    const result = parseField(drafts[key], specs[key]);
    if (result.ok && result.value !== specs[key].defaultValue) params.set(names[key], String(result.value));
  }
}

function readFields<K extends string>(
  params: URLSearchParams,
  specs: Record<K, FieldSpec>,
  names: Record<K, string>,
): Record<K, string> {
  const drafts = defaultDrafts(specs);
  for (const key of Object.keys(specs) as K[]) {
    const raw = params.get(names[key]);
    if (raw === null) continue;
    const result = parseField(raw, specs[key]);
    if (result.ok) drafts[key] = String(result.value);
  }
  return drafts;
}

function withDefaults<K extends string>(
  drafts: Record<K, string>,
  specs: Record<K, FieldSpec>,
  keys: readonly K[],
): Record<K, string> {
  const next = { ...drafts };
  for (const key of keys) next[key] = String(specs[key].defaultValue);
  return next;
}
