import { offers } from "~/content/offers";

/**
 * The words of the podcast page's guest card (guest-booking.tsx), in one place: the site assistant
 * answers "How can I be a guest?" with them. The call is the healthtech offer's (content/data/offers.ts).
 */
export const guestBooking = {
  /** The card's heading id, which the assistant's answer links to. */
  id: "be-a-guest-heading",
  eyebrow: "Be our guest",
  heading: "Share your healthtech story",
  text: `Are you building, funding or bringing technology into healthcare? We would love to hear how you got there. Book ${offers.healthtech.callMinutes} minutes with us, tell us about your work, and we will find the angle for an episode together.`,
  action: "Book Introductory Call",
  topicsHeading: "What we talk about",
  topics: [
    "Turning clinical evidence into a business case buyers act on",
    "Earning the trust of clinicians, health systems and payers",
    "Partnerships, pilots and the road to scale",
    "The decisions that nearly went wrong, and what you learned",
  ],
} as const;
