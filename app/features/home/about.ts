export type Phase = { days: string; title: string; text: string };
export type ComparisonRow = { topic: string; partner: string; vendor: string };

/** The home page's About section; also indexed by the site assistant. */
export const about = {
  intro:
    "We are a growth consultancy focused on healthtech. We combine healthcare fluency with disciplined commercial execution, and we tie our work to the results that matter to you.",
  phases: [
    {
      days: "Days 1-30",
      title: "Foundation and strategy",
      text: "We map your ideal customers and buying groups, build the message framework and set up the outreach system.",
    },
    {
      days: "Days 31-60",
      title: "Launch and engagement",
      text: "Multi-channel outreach goes live, meetings land on your calendar and we learn from every reply.",
    },
    {
      days: "Days 61-90",
      title: "Optimisation and scale",
      text: "We double down on what converts, support your team in closing, and scale into new segments.",
    },
  ] satisfies Phase[],
  // Partner against vendor, in the terms the rest of the page uses (FAQ, services, guarantee).
  comparison: [
    {
      topic: "What you pay for",
      partner: "Performance: qualified leads and meetings with decision makers",
      vendor: "Hours logged and emails sent",
    },
    {
      topic: "What gets done",
      partner: "Lead generation done for you, then closing support done with you",
      vendor: "Outreach handed over; turning meetings into revenue is yours",
    },
    {
      topic: "Who the messages speak to",
      partner: "Clinicians, administrators and procurement, in their language",
      vendor: "Any B2B buyer, from one template",
    },
    {
      topic: "What you see",
      partner: "Six results tracked, with targets agreed up front",
      vendor: "Activity reports",
    },
    {
      topic: "If results fall short",
      partner: "Up to 3 extra months of work at no cost",
      vendor: "The contract runs out",
    },
  ] satisfies ComparisonRow[],
  guarantee: {
    title: "Our performance guarantee",
    text: "If the agreed performance lift is not delivered within 12 months, we keep working for up to 3 extra months at no cost.",
    note: "That is what partner, not vendor, means to us: we carry part of the risk with you.",
  },
} as const;
