import { gatedImagePath } from "./images";
import type { Illustration } from "../portfolio";

/**
 * The seven client testimonials (spec §3: name, title, company, rating 1-5, text, results, image).
 * Verified visitors only: rendered on the server by src/components/gate/TestimonialCards.tsx
 * inside the "testimonials" gated area; never import it from client code (a client bundle is
 * public). People and businesses are invented for the agency's site.
 */
export type Testimonial = {
  slug: string;
  name: string;
  title: string;
  company: string;
  /** Whole stars, 1 to 5. */
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  results: readonly string[];
  image: Illustration;
};

const avatar = (slug: string, name: string): Illustration => ({
  src: gatedImagePath(slug),
  width: 96,
  height: 96,
  alt: `Initials of ${name}`,
});

export const testimonials: readonly Testimonial[] = [
  {
    slug: "darnell-whitfield",
    name: "Darnell Whitfield",
    title: "Owner",
    company: "Peachtree Recovery & Towing",
    rating: 5,
    text: "Most of my calls come from someone stuck on the side of I-75 with a dead phone battery. Gateway Tech built a site where the call button is the first thing you see, and the phone started ringing more within weeks. They answer my texts faster than my dispatcher does.",
    results: ["Calls from search up 150%", "Service-area pages for four Cobb County cities"],
    image: avatar("darnell-whitfield", "Darnell Whitfield"),
  },
  {
    slug: "priya-raman",
    name: "Dr. Priya Raman",
    title: "Practice Owner",
    company: "Magnolia Family Dental",
    rating: 5,
    text: "They sat with my front desk for an afternoon before designing anything. The booking flow they came back with answers the insurance question up front, and our patients actually use it. Now online bookings outnumber phone bookings, and my team gets their mornings back.",
    results: ["Online bookings outnumber phone bookings", "Tested with real patients before launch"],
    image: avatar("priya-raman", "Priya Raman"),
  },
  {
    slug: "luis-ocampo",
    name: "Luis Ocampo",
    title: "General Manager",
    company: "Southside Tire & Auto",
    rating: 5,
    text: "I was paying another agency for reports I didn't understand. Gateway Tech leased us a new site, fixed our Google listing and sends me one page a month that says how many people called and asked for a quote. Organic traffic is up 400% and I finally know why.",
    results: ["Organic traffic up 400% year over year", "Tire quote requests straight to the front desk"],
    image: avatar("luis-ocampo", "Luis Ocampo"),
  },
  {
    slug: "tamika-hollis",
    name: "Tamika Hollis",
    title: "Founder",
    company: "Kudzu & Pine Provisions",
    rating: 5,
    text: "Every December our old store crashed right when people wanted gift boxes. The new storefront stayed up through the whole rush, pickup orders flow straight to the counter, and we stopped overselling jars we'd already sold in the shop.",
    results: ["Online sales up 250% year over year", "99.9% uptime through the holiday rush"],
    image: avatar("tamika-hollis", "Tamika Hollis"),
  },
  {
    slug: "wade-brannon",
    name: "Wade Brannon",
    title: "Co-owner",
    company: "Ironhorse Auto Recyclers",
    rating: 5,
    text: "Our inventory was a spreadsheet only my brother could read. Now the yard crew scans a car in, the parts show up on the website, and cash offers go out in minutes instead of callbacks the next day. It paid for itself in the first season.",
    results: ["Quote requests up 250%", "One inventory for the yard, the counter and the website"],
    image: avatar("wade-brannon", "Wade Brannon"),
  },
  {
    slug: "elena-marchetti",
    name: "Elena Marchetti",
    title: "Managing Partner",
    company: "Ponce Street Legal",
    rating: 5,
    text: "Clients judge a law firm by its website before they ever call. Gateway Tech gave us pages written in plain English and an intake form that screens conflicts before the first meeting. We look like the established firm we are.",
    results: ["Consultation requests up 150%", "Conflict-check intake before the first call"],
    image: avatar("elena-marchetti", "Elena Marchetti"),
  },
  {
    slug: "marcus-odom",
    name: "Marcus Odom",
    title: "Owner",
    company: "Redclay Motors",
    rating: 5,
    text: "We joined the equity partnership because a dealership site and a real ad budget were out of reach for a lot our size. Gateway Tech built the inventory pages and runs our local ads, and we paid $0 upfront. They act like partners because they are partners.",
    results: ["$0 upfront through the equity partnership", "Inventory pages updated the day a car arrives"],
    image: avatar("marcus-odom", "Marcus Odom"),
  },
];
