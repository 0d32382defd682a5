export type Service = {
  title: string;
  label: string;
  text: string;
  points: readonly string[];
};

/** The home page's Services section; also indexed by the site assistant. */
export const services: ReadonlyArray<Service> = [
  {
    title: "Performance-Based Lead Generation",
    label: "Done for you",
    text: "We identify the healthcare organisations and decision makers that fit your offer, then run the outreach that turns them into qualified leads and booked meetings.",
    points: ["Target account and persona blueprint", "Qualified meetings with decision makers", "Paid on performance"],
  },
  {
    title: "Messaging That Earns Clinical Trust",
    label: "Done for you",
    text: "Outreach that leads with clinical and operational outcomes, written for the people who evaluate, approve and buy healthtech.",
    points: ["Message framework per persona", "Evidence-led value propositions", "Consistent voice across channels"],
  },
  {
    title: "Optimisation and Closing Support",
    label: "Done with you",
    text: "We work alongside your team from first meeting to signed partnership: sharpening the pitch, the follow-up and the business case.",
    points: [
      "Meeting and pipeline reviews",
      "Deal strategy for complex buying groups",
      "Conversion tracking you can see",
    ],
  },
  {
    title: "The 60-90 Day Growth Framework",
    label: "How we engage",
    text: "Every engagement runs on the same proven structure: three 30-day phases from foundation to launch to optimisation and scale.",
    points: [
      "Days 1-30: foundation and strategy",
      "Days 31-60: launch and engagement",
      "Days 61-90: optimisation and scale",
    ],
  },
];
