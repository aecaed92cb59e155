/**
 * The three client cards of the trusted-by block on / (verified visitors only: rendered on the
 * server by src/components/gate/ClientCards.tsx; never import it from client code).
 */
export type ClientCard = { name: string; industry: string; location: string; summary: string; result: string };

export const clientCards: readonly ClientCard[] = [
  {
    name: "Peachtree Recovery & Towing",
    industry: "Towing and roadside assistance",
    location: "Marietta, GA",
    summary: "A dispatch-friendly website with click-to-call on every screen, service-area pages for Cobb County and a Google Business Profile cleanup.",
    result: "Calls from search up 150% in the first six months",
  },
  {
    name: "Magnolia Family Dental",
    industry: "Healthcare",
    location: "Decatur, GA",
    summary: "A redesigned patient site with online booking, insurance FAQs and an accessible, WCAG 2.1 AA-minded layout that works on every phone.",
    result: "Online bookings now outnumber phone bookings",
  },
  {
    name: "Southside Tire & Auto",
    industry: "Tire and repair shop",
    location: "East Point, GA",
    summary: "A leased website with a tire quote form, local SEO for five neighborhoods and monthly reporting the owner reads in two minutes.",
    result: "Organic traffic up 400% year over year",
  },
];
