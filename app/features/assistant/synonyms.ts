// The words a visitor uses next to the words the site uses. Query-side only: a passage
// keeps its own words, and a question about "cost" also looks for "price" and "fee".

/** Phrases rewritten before tokenising, because their words alone say nothing ("how", "much"). */
export const PHRASES: ReadonlyArray<[RegExp, string]> = [
  [/\bhow much\b/g, " price "],
  [/\bwhat (?:do|does|would|will) (?:it|you|this|that) charge\b/g, " price "],
  [/\bhow (?:fast|quick|quickly|soon|long)\b/g, " fast "],
  // A price's unit is not a topic of its own: "the price per month" asks for the price.
  [/\b(price|pricing|cost|fee)s?\s+(?:per|a|each|every)\s+(?:month|year)\b/g, " $1 "],
  [/\b(?:monthly|yearly|annual)\s+(price|pricing|cost|fee)s?\b/g, " $1 "],
  [/\bhow old\b/g, " age "],
  [/\bminimum age\b/g, " age "],
  // Each offer's first call is its discovery call, whatever a page names it.
  [/\b(?:discovery|intro|introductory|first|initial|sales) call\b/g, " call "],
  [/\bnext steps?\b/g, " start "],
  [/\bstart working with (?:you|us|your team)\b/g, " start "],
  [/\b(?:ramp|spin) up\b/g, " ramp "],
  [/\bset ?up\b/g, " setup "],
  [/\bget (?:going|started)\b/g, " start "],
  [/\bkick ?off\b/g, " start "],
  [/\bin[- ]house\b/g, " inhouse internal "],
  [/\blatin america\b/g, " latam "],
  [/\bbusiness development rep(?:resentative)?s?\b/g, " bdr "],
  [/\bsales development rep(?:resentative)?s?\b/g, " sdr "],
  [/\breturn on investment\b/g, " roi "],
  [/\bartificial intelligence\b/g, " ai "],
  [/\b(?:e-?mail|mail) address(?:es)?\b/g, " email "],
  [/\be-?mails?\b/g, " email "],
];

/** Groups of interchangeable words; each group is one concept in a query. */
export const SYNONYM_GROUPS: ReadonlyArray<ReadonlyArray<string>> = [
  ["price", "pricing", "cost", "fee", "expensive", "cheap", "pay", "charge", "investment"],
  ["fast", "quick", "speed", "time", "week", "soon", "timeline", "minute"],
  ["bdr", "sdr", "rep", "representative", "salesperson", "seller"],
  ["book", "call", "meeting", "demo", "schedule", "appointment"],
  ["start", "begin", "onboard", "setup", "install", "launch"],
  ["contract", "commitment", "cancel", "term", "minimum", "lock", "monthtomonth"],
  ["guarantee", "refund", "risk", "warranty", "promise"],
  ["ai", "automation", "automat", "gpt", "llm"],
  ["email", "mail", "inbox", "mailbox"],
  ["lead", "sql", "prospect"],
  ["tool", "software", "platform", "technology"],
  ["healthcare", "health", "medical", "hospital", "clinical", "healthtech"],
  ["financial", "finance", "fintech", "bank", "banking", "insurance", "finserv"],
  ["staffing", "recruiting", "recruitment", "recruiter"],
  ["consultancy", "consulting", "consultant"],
  ["nearshore", "latam", "offshore", "talent", "augmentation", "augment"],
  ["hire", "hiring", "recruit", "inhouse", "internal", "employee"],
  ["result", "outcome", "roi", "return", "performance"],
  ["save", "saving", "cheaper", "reduce", "lower"],
  ["privacy", "gdpr", "personal", "cookie", "detail"],
  ["site", "website"],
  ["age", "child", "children", "minor"],
  ["dpo", "officer", "protection"],
  ["contact", "reach"],
  // What a call covers: "What happens on the call?" is answered by "to review your market".
  ["happen", "discuss", "agenda", "cover", "review", "talk"],
  ["guest", "appear", "pitch", "interviewee"],
  ["deliverability", "spam", "domain", "warm", "warmup"],
  ["copy", "copywriter", "copywriting", "write", "writes", "written", "writer"],
];

export const PRICE_GROUP = 0;

/**
 * The words an offer's own terms are asked in: its price, its call and what happens on it, how to
 * start, its guarantee. A question made of these words alone (with their synonyms) asks for the
 * terms of the offer of the page it is asked on.
 */
export const TERMS_WORDS: readonly string[] = ["price", "call", "fast", "start", "happen", "guarantee"];
