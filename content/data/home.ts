import type { HomeData } from "~/content/home";

// The home page's words, section by section, in the order they appear. The home page speaks for
// the healthtech consultancy (content/data/offers.ts): its call is {calls.healthtech} minutes.
// The FAQ is also published as FAQPage structured data, and the FAQ, services, engagement and
// guarantee are what the site assistant answers from.
export default {
  meta: {
    title: "Healthtech Growth Partner, Paid on Performance",
    description:
      "Performance-based lead generation for healthtech companies that sell into healthcare: qualified meetings with decision makers, then help to close them.",
  },
  hero: {
    eyebrow: "Performance-based lead generation for healthtech",
    headline: "Qualified meetings with healthcare decision makers.",
    headlineAccent: "A partner, not another vendor.",
    intro:
      "We help healthtech companies that sell into healthcare turn clinical value into commercial traction. Performance-based lead generation puts qualified meetings with decision makers on your calendar, done for you.",
    followUp:
      "Then we stay in the room. Optimization and closing support, done with you, turn those conversations into partnerships, pilots and contracts.",
    frameworkLink: "View Our Framework",
  },
  // "Proof in figures", under the hero: the healthtech offer's own commitments (SPEC sections 1 and 9),
  // never the outbound plugin's figures.
  proof: [
    {
      figure: "{healthtech.guaranteeMonths} months",
      label: "performance guarantee",
      basis:
        "If the agreed lift is not delivered within {healthtech.guaranteeMonths} months, we keep working up to {healthtech.extraMonths} extra months at no cost",
    },
    {
      figure: "{healthtech.engagementDays} days",
      label: "from foundation to scale",
      basis:
        "Three {healthtech.phaseDays}-day phases: foundation and strategy, launch and engagement, optimization and scale",
    },
    {
      figure: "{counts.trackedResults}",
      label: "results tracked with you",
      basis:
        "Qualified leads, meeting-to-conversion rate, partnership velocity, pipeline growth, market penetration and acquisition cost",
    },
    {
      figure: "{calls.healthtech} min",
      label: "discovery call",
      basis: "To look at your market, your buyers and your pipeline before you commit to anything",
    },
  ],
  expertise: {
    heading: "Why deep expertise matters",
    intro:
      "Healthcare buys slowly, in committees, and on evidence. Generic outbound burns the trust you need. Four things make the difference.",
    pillars: [
      {
        title: "Clinical credibility",
        text: "We speak the language of clinicians, administrators and procurement, so your outreach earns trust instead of losing it.",
      },
      {
        title: "Commercial execution",
        text: "Targeting, messaging and multi-channel outreach run as one disciplined system that fills your calendar with the right meetings.",
      },
      {
        title: "Research to revenue",
        text: "We translate evidence, outcomes and product depth into a clear business case that buyers in healthcare can act on.",
      },
      {
        title: "True partnership",
        text: "We are paid for performance and work as part of your team, sharing the goal rather than selling you hours.",
      },
    ],
  },
  deliverables: {
    heading: "What we deliver",
    items: [
      {
        label: "Done for you",
        text: "Performance-based lead generation: qualified leads and meetings with decision makers.",
      },
      {
        label: "Done with you",
        text: "Optimization and closing support that turns meetings into partnerships and revenue.",
      },
    ],
  },
  audiences: {
    heading: "Who we serve",
    items: [
      "Digital health platforms",
      "Medical device makers",
      "Healthcare SaaS",
      "Clinical decision support",
      "Health data analytics",
    ],
    note: "If your buyers work in healthcare, including pharma, we know how to reach them.",
  },
  // The results tracked: their number is {counts.trackedResults}, shown in the home page's proof.
  results: [
    {
      metric: "Qualified leads",
      measure:
        "Counted only when a lead meets the qualification criteria agreed with you in the first {healthtech.phaseDays} days.",
    },
    {
      metric: "Meeting-to-conversion rate",
      measure: "Each booked meeting followed to its outcome: the share that becomes a real opportunity.",
    },
    {
      metric: "Partnership acquisition velocity",
      measure: "Days an opportunity spends at each stage, from first conversation to signed partnership.",
    },
    {
      metric: "Pipeline growth",
      measure: "Pipeline value and volume, reported at regular intervals against the baseline set at the start.",
    },
    {
      metric: "Market penetration",
      measure: "Coverage and engagement across the segments and accounts prioritized in your target blueprint.",
    },
    {
      metric: "Customer acquisition cost",
      measure: "Commercial spend divided by the new customers won, reviewed as a trend with you.",
    },
  ],
  resultsHeading: "Results we track",
  resultsNote: "You see every one of them, and we agree the targets with you up front.",
  services: {
    eyebrow: "Growth Partnership",
    heading: "Growth services built for healthtech",
    intro:
      "Selling into healthcare takes longer, involves more people and demands more proof than most B2B markets. Our services are designed for exactly that.",
    frameworkLink: "Read the {healthtech.engagementDays} day framework",
    items: [
      {
        title: "Performance-based lead generation",
        label: "Done for you",
        text: "We identify the healthcare organizations and decision makers that fit your offer, then run the outreach that turns them into qualified leads and booked meetings.",
        points: [
          "Target account and persona blueprint",
          "Qualified meetings with decision makers",
          "Paid on performance",
        ],
      },
      {
        title: "Messaging that earns clinical trust",
        label: "Done for you",
        text: "Outreach that leads with clinical and operational outcomes, written for the people who evaluate, approve and buy healthtech.",
        points: [
          "Message framework per persona",
          "Evidence-led value propositions",
          "Consistent voice across channels",
        ],
      },
      {
        title: "Optimization and closing support",
        label: "Done with you",
        text: "We work alongside your team from first meeting to signed partnership: sharpening the pitch, the follow-up and the business case.",
        points: [
          "Meeting and pipeline reviews",
          "Deal strategy for complex buying groups",
          "Conversion tracking you can see",
        ],
      },
      {
        title: "The {healthtech.engagementDays} day growth framework",
        label: "How we engage",
        text: "Every engagement runs on the same proven structure: three {healthtech.phaseDays}-day phases from foundation to launch to optimization and scale.",
        points: [
          "Days 1-30: foundation and strategy",
          "Days 31-60: launch and engagement",
          "Days 61-90: optimization and scale",
        ],
      },
    ],
  },
  about: {
    eyebrow: "About us",
    heading: "A partner that shares your growth goal",
    intro:
      "We are a growth consultancy focused on healthtech. We combine healthcare fluency with disciplined commercial execution, and we tie our work to the results that matter to you.",
    engagementHeading: "How an engagement runs",
    engagementIntro: "A {healthtech.engagementDays} day framework in three {healthtech.phaseDays}-day phases.",
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
        title: "Optimization and scale",
        text: "We double down on what converts, support your team in closing, and scale into new segments.",
      },
    ],
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
        partner: "{counts.trackedResults} results tracked, with targets agreed up front",
        vendor: "Activity reports",
      },
      {
        topic: "If results fall short",
        partner: "Up to {healthtech.extraMonths} extra months of work at no cost",
        vendor: "The contract runs out",
      },
    ],
    guarantee: {
      title: "Our performance guarantee",
      dueLabel: "Agreed lift due within",
      due: "{healthtech.guaranteeMonths} months",
      extraLabel: "If not, we keep working",
      extra: "+{healthtech.extraMonths} months",
      text: "If the agreed performance lift is not delivered within {healthtech.guaranteeMonths} months, we keep working for up to {healthtech.extraMonths} extra months at no cost.",
      note: "That is what partner, not vendor, means to us: we carry part of the risk with you.",
    },
  },
  faq: {
    eyebrow: "FAQ",
    heading: "Frequently asked questions",
    // The call's words link to the healthtech offer's scheduler.
    intro: "Something not answered here? Ask it on",
    items: [
      {
        question: "Who do you work with?",
        answer:
          "We work with healthtech companies that sell into healthcare: digital health platforms, medical device makers, healthcare SaaS, clinical decision support and health data analytics firms. We also support teams whose buyers sit in pharma.",
      },
      {
        question: "What does performance-based lead generation mean?",
        answer:
          "We do the prospecting for you and are measured on outcomes: qualified leads and meetings with the decision makers you need to reach, not on hours logged or emails sent.",
      },
      {
        question: "How much does it cost?",
        // offerTerms: this answer states the healthtech offer's own terms, so the site assistant gives
        // it on the healthtech offer's pages (and the outbound plugin's on the others): "price" or "start".
        offerTerms: "price",
        answer:
          "There is no public price list: we are paid on performance, so the fee follows the targets we agree with you for your market. We set it together after a {calls.healthtech}-minute discovery call, before you commit to anything.",
      },
      {
        question: "What is the difference between done-for-you and done-with-you?",
        answer:
          "Lead generation is done for you: we build the target list, write the messaging and run the outreach. Optimization and closing support are done with you: we work alongside your team to turn meetings into partnerships and revenue.",
      },
      {
        question: "How long does an engagement take to get going?",
        answer:
          "Our engagements follow a {healthtech.engagementDays} day framework in three {healthtech.phaseDays}-day phases: foundation and strategy, launch and engagement, then optimization and scale.",
      },
      {
        question: "What happens if you don't deliver the agreed results?",
        answer:
          "If the agreed performance lift is not delivered within {healthtech.guaranteeMonths} months, we keep working for up to {healthtech.extraMonths} extra months at no cost.",
      },
      {
        question: "Which results do you track?",
        answer:
          "Qualified leads, meeting-to-conversion rate, partnership acquisition velocity, pipeline growth, market penetration and customer acquisition cost. You see every one of them, and we agree the targets with you up front.",
      },
      {
        question: "How do we get started?",
        offerTerms: "start",
        answer:
          "Book a {calls.healthtech}-minute discovery call. We will look at your market, your buyers and your current pipeline, and tell you honestly whether and how we can help.",
      },
    ],
  },
  contact: {
    eyebrow: "Contact",
    heading: "Let's talk about your growth goals",
    intro: "Tell us where you want to be in 90 days. We will tell you honestly how we would get you there.",
    callTitle: "Book a discovery call",
    callText:
      "{calls.healthtech} minutes with our team to review your market, your buyers and your pipeline, and to agree what success looks like.",
    emailTitle: "Write to us",
    emailText:
      "Prefer e-mail? Send us a few lines about your company and what you would like to achieve, and we will get back to you.",
    formTitle: "Send us a message",
    formNote: "We reply within one business day.",
  },
  podcast: {
    eyebrow: "The podcast",
    intro:
      "Conversations with the people building the future of healthcare: founders, clinicians and commercial leaders on what it really takes to bring innovation to patients and providers.",
    link: "Explore the episodes",
    videoLabel: "Watch the episodes",
    sampleNote:
      "The episodes shown are samples: the role and the line are illustrative until the first real episodes are published.",
  },
  closing: {
    heading: "Put healthcare decision makers on your calendar",
    text: "{calls.healthtech} minutes to look at your market, your buyers and your pipeline. We will tell you honestly whether and how we can help.",
    emailPrefix: "or write to",
  },
} satisfies HomeData;
