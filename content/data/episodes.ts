import type { EpisodeInput } from "~/content/episodes";

/**
 * Healthtech Heroes: the Featured Episodes carousel on /healthtech-heroes (6 per page).
 *
 * SAMPLE CONTENT. The real guests and videos are not known yet, so these 40 entries are
 * placeholders, marked `sample: true`: guests are described by role and organisation type
 * (never a made-up name), each quote is an illustrative line on the episode's theme, and no
 * entry has a video yet (an id is never made up). Replace them with real episodes before
 * launch: docs/podcast-episodes.md explains how.
 *
 * Each entry:
 * - videoId (optional): the 11-character YouTube id (the part after "watch?v=" in the video's
 *   address). With one, the card's cover plays the video; without, the card links to the
 *   podcast's video channel (PODCAST_VIDEO_URL).
 * - guest: the guest as the card shows them, e.g. "Dr Jane Doe, Chief Medical Officer at Acme Health"
 * - description: a short quote from the episode (20-220 characters)
 * - sample: true while the entry is a placeholder; the pages label it as a sample
 */
export const episodes = [
  {
    sample: true,
    guest: "Chief Medical Officer, digital therapeutics company",
    description:
      "Clinicians adopt what fits the way they already work. Our best product decisions started with an afternoon on the ward, not a roadmap meeting.",
  },
  {
    sample: true,
    guest: "Founder and CEO, remote patient monitoring startup",
    description:
      "Hospitals don't buy devices. They buy calmer nights for their nurses and fewer surprises at discharge. Once we sold the outcome, the conversations changed.",
  },
  {
    sample: true,
    guest: "VP of Market Access, medical device maker",
    description:
      "Clinical evidence opens the door with payers, but a clear budget-impact story is what gets you through it.",
  },
  {
    sample: true,
    guest: "Chief Nursing Informatics Officer, regional health system",
    description:
      "If a tool adds clicks to a nurse's shift, it will be quietly abandoned, whatever the pilot report says. Design for the busiest hour of the day.",
  },
  {
    sample: true,
    guest: "Head of Partnerships, healthcare SaaS platform",
    description:
      "The best health-system partnerships start with a problem statement written together, long before anyone mentions a contract.",
  },
  {
    sample: true,
    guest: "Co-founder, clinical decision support company",
    description:
      "Trust in decision support is earned one transparent recommendation at a time. Show clinicians why, not just what.",
  },
  {
    sample: true,
    guest: "Chief Data Officer, health data analytics firm",
    description:
      "Data only becomes an asset when the people closest to patients can act on it the same day it is collected.",
  },
  {
    sample: true,
    guest: "Chief Commercial Officer, diagnostics startup",
    description:
      "In diagnostics the buyer, the user and the payer are three different people. Your sales story has to work for all of them at once.",
  },
  {
    sample: true,
    guest: "Director of Innovation, academic medical center",
    description:
      "We say yes to pilots that come with a plan for what happens after the pilot. Most vendors never think that far.",
  },
  {
    sample: true,
    guest: "CEO, behavioral health platform",
    description:
      "Access is the innovation. The technology matters because it lets someone get help on a Tuesday night instead of waiting for a referral.",
  },
  {
    sample: true,
    guest: "Head of Regulatory Affairs, software as a medical device company",
    description:
      "Treat regulation as part of product design, not a gate at the end. The teams that do ship faster and sleep better.",
  },
  {
    sample: true,
    guest: "Chief Information Officer, community hospital network",
    description:
      "Community hospitals want innovation too, but they need it to run with a small IT team and no surprises on the invoice.",
  },
  {
    sample: true,
    guest: "Founder, maternal health startup",
    description:
      "We built for the mothers the system was missing, and that focus turned out to be our strongest argument with health plans.",
  },
  {
    sample: true,
    guest: "VP Sales, healthcare interoperability company",
    description:
      "Nobody wakes up wanting an integration. They want their clinicians to stop retyping data. Sell the afternoon you give back.",
  },
  {
    sample: true,
    guest: "Medical Director, virtual care provider",
    description:
      "Virtual care works when it is part of the care pathway, not a side door. The handover back to in-person care is where quality is won or lost.",
  },
  {
    sample: true,
    guest: "Chief Product Officer, patient engagement platform",
    description:
      "Engagement is not a feature. It is the sum of a hundred small moments where the patient feels the product was made for them.",
  },
  {
    sample: true,
    guest: "Head of Clinical Innovation, pharmaceutical company",
    description:
      "Pharma partners look for digital companions that generate real-world evidence, not just downloads. Build the study into the product.",
  },
  {
    sample: true,
    guest: "Founder, AI radiology startup",
    description:
      "Radiologists don't need an algorithm that replaces them. They need one that clears the noise so they can focus on the hard cases.",
  },
  {
    sample: true,
    guest: "CEO, home care technology company",
    description:
      "Care is moving into the home, and the home is the least standardized setting in healthcare. Simplicity is the whole product.",
  },
  {
    sample: true,
    guest: "VP Customer Success, hospital workflow software company",
    description:
      "Renewals are decided in the first months of a rollout. If frontline staff are not champions by then, the contract is already at risk.",
  },
  {
    sample: true,
    guest: "Chief Strategy Officer, population health company",
    description:
      "Population health is a team sport. The winners connect payers, providers and community services around the same patient list.",
  },
  {
    sample: true,
    guest: "Co-founder, medication adherence startup",
    description:
      "Adherence problems are rarely about forgetting. They are about cost, side effects and confusion, so that is what we design for.",
  },
  {
    sample: true,
    guest: "Procurement Lead, hospital purchasing group",
    description:
      "Come to procurement with the clinical sponsor already on your side and a total cost of ownership we can check. Everything else is noise.",
  },
  {
    sample: true,
    guest: "Director of Digital Health, health insurance plan",
    description:
      "Health plans fund what they can measure. Agree the outcome metrics up front and the renewal conversation almost writes itself.",
  },
  {
    sample: true,
    guest: "Founder, surgical robotics startup",
    description:
      "In the operating room, the surgeon's confidence is the adoption curve. Training and support are part of the device.",
  },
  {
    sample: true,
    guest: "Chief Growth Officer, telehealth platform",
    description:
      "Growth in healthcare is slower than in consumer tech, and that is a feature. Trust compounds, and so do referrals.",
  },
  {
    sample: true,
    guest: "Clinical Lead, digital pathology company",
    description:
      "Digitising the slide was the easy part. Changing how a lab works every day is the real innovation, and it takes patience.",
  },
  {
    sample: true,
    guest: "CEO, healthcare cybersecurity firm",
    description:
      "Security is now a clinical safety issue. When systems go down, care slows down, and boards finally understand that.",
  },
  {
    sample: true,
    guest: "VP Business Development, wearable biosensor maker",
    description:
      "A wearable is only as valuable as the decision it informs. We stopped selling data streams and started selling earlier interventions.",
  },
  {
    sample: true,
    guest: "Chief Experience Officer, integrated health system",
    description:
      "Patient experience and staff experience are the same problem seen from two sides. Fix the workflow and both improve.",
  },
  {
    sample: true,
    guest: "Founder, rare disease data platform",
    description:
      "In rare disease every patient's data is precious. Earning the community's trust came before any commercial conversation.",
  },
  {
    sample: true,
    guest: "Head of Commercial, medtech scale-up",
    description:
      "Scaling a medtech sales team means hiring people who can talk to a surgeon in the morning and a finance director after lunch.",
  },
  {
    sample: true,
    guest: "Chief Scientific Officer, precision medicine company",
    description:
      "Precision medicine only reaches patients when the test result arrives in a form the treating physician can act on that week.",
  },
  {
    sample: true,
    guest: "Director of Value-Based Care, physician group",
    description:
      "Value-based contracts changed what we buy. We look for tools that keep patients healthy between visits, not just billable during them.",
  },
  {
    sample: true,
    guest: "Co-founder, revenue cycle automation startup",
    description:
      "The unglamorous back office is where many health systems lose the margin they need to invest in care. Automation gives it back.",
  },
  {
    sample: true,
    guest: "Chief Medical Information Officer, children's hospital",
    description:
      "Paediatrics is where one-size-fits-all software breaks first. Vendors who listen to that earn a loyal customer.",
  },
  {
    sample: true,
    guest: "General Manager Europe, digital health company",
    description:
      "Every country is its own market in European healthcare. We localised the evidence and the reimbursement path, not just the language.",
  },
  {
    sample: true,
    guest: "Founder, senior care technology company",
    description:
      "Older adults adopt technology happily when it respects their independence. Design with them, not for them.",
  },
  {
    sample: true,
    guest: "Head of Evidence Generation, digital therapeutics company",
    description:
      "Start collecting evidence on day one, even if it is imperfect. The story you can prove is the story buyers will believe.",
  },
  {
    sample: true,
    guest: "Managing Partner, healthtech venture fund",
    description:
      "We back founders who understand how healthcare buys, not just how it could work. A great product with no path to a budget stalls.",
  },
] satisfies readonly EpisodeInput[];
