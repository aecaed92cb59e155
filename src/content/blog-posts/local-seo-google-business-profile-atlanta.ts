import type { SeedPost } from "./types";

export const post: SeedPost = {
  slug: "local-seo-google-business-profile-atlanta",
  title: "Local SEO for Atlanta Service Businesses: Start With Your Google Business Profile",
  excerpt:
    'When someone searches "plumber near me" in Decatur or Marietta, the map results decide who gets the call. Your Google Business Profile is the first thing to fix.',
  author: "Maria Castellanos",
  publishedDate: "2025-05-13",
  category: "Digital Marketing",
  featuredImage: "/blog/local-seo-google-business-profile-atlanta.jpg",
  featuredImageAlt: "Title card in green with the post's title beside a rising bar chart",
  readTime: 4,
  metaDescription:
    "A practical local SEO checklist for Atlanta service businesses: set up your Google Business Profile, earn reviews, fix citations and build service-area pages.",
  keywords: "local SEO Atlanta, Google Business Profile, map pack, service area business, Google reviews, NAP citations",
  tags: ["Local SEO", "Google Business Profile", "Reviews", "Service Businesses"],
  published: true,
  content: `
<p>If you run a service business in the Atlanta area, most of your new customers find you the same way: they pick up a phone, search for what they need, and call one of the three businesses in the map results. Plumbers, roofers, HVAC companies, towing operators, dentists and law firms all compete for those three spots. The good news is that the biggest lever is free, and most of your competitors use it badly. It is your Google Business Profile.</p>

<h2>Why the map results matter more than your homepage</h2>
<p>For searches with local intent, such as "AC repair Sandy Springs" or "emergency tow near me", Google shows a map with a short list of businesses above the regular results. Many searchers never scroll past it. They tap Call or Directions straight from the listing without visiting a website at all. Your profile is often your first impression, and sometimes your only one.</p>
<p>Google says local ranking depends mainly on three things: <strong>relevance</strong> (how well your profile matches the search), <strong>distance</strong> (how close you are to the searcher or the place they named) and <strong>prominence</strong> (how well known and well reviewed you are). You cannot move your shop, but you control most of the rest.</p>

<h2>Step 1: Claim and complete your profile</h2>
<p>Claim your listing and verify it. Then fill in every field, not just the name and phone number. Google's own <a href="https://support.google.com/business/" rel="noopener">Business Profile help center</a> explains each one. Pay particular attention to these:</p>
<ul>
  <li><strong>Primary category.</strong> This is the single most important field. Choose the most specific category that describes your main service, for example "Towing service" rather than "Auto repair shop" if towing is what pays the bills. Add secondary categories for the rest.</li>
  <li><strong>Service area.</strong> If you visit customers instead of receiving them, hide your street address and list the cities or ZIP codes you actually serve: Buckhead, Brookhaven, Dunwoody and so on. Keep it realistic.</li>
  <li><strong>Services and descriptions.</strong> List each service separately with a plain one-line description. This helps relevance for specific searches.</li>
  <li><strong>Hours.</strong> Keep regular and holiday hours accurate. A customer who drives to a closed shop leaves a one-star review.</li>
  <li><strong>Photos.</strong> Upload real photos of your team, vehicles, storefront and finished work. Skip stock images.</li>
</ul>

<h2>Step 2: Make your name, address and phone identical everywhere</h2>
<p>Search engines cross-check your business details across the web: your website, Yelp, the Better Business Bureau, industry directories, the Chamber of Commerce and data aggregators. These mentions are called citations. If one lists "Suite 300" and another lists "Ste. 300", that is fine. If one shows an old phone number or a previous address, it erodes trust.</p>
<ol>
  <li>Write down your official name, address and phone number, exactly as they should appear.</li>
  <li>Search your business name and phone number and list every site that mentions you.</li>
  <li>Correct the wrong ones, starting with the largest directories and any specific to your trade.</li>
  <li>Put the same details in your website footer and on your contact page.</li>
</ol>

<h2>Step 3: Build a steady flow of reviews</h2>
<p>Reviews affect both your ranking and whether people call. A business with a handful of reviews from two years ago looks less active than one with fresh feedback every week. What matters is a steady, honest stream, not a burst.</p>
<ul>
  <li>Ask at the moment of satisfaction: when the car is back on the road or the repair is done.</li>
  <li>Send a short text with a direct review link. The fewer taps, the more reviews you get.</li>
  <li>Reply to every review, good or bad, within a few days. Keep replies short, specific and calm.</li>
  <li>Never buy reviews or offer discounts in exchange for them. It breaks Google's policies and can get reviews removed.</li>
</ul>

<h2>Step 4: Give your website local pages that earn their place</h2>
<p>Your profile links to your website, and Google reads both. A single "Areas We Serve" page with thirty city names in a paragraph does little. A few strong pages do more. Build a page for each main service and, where you genuinely serve them, pages for your key areas. Each should say something specific: the neighborhoods you cover, typical jobs, response times, photos from local work and answers to the questions customers actually ask.</p>
<p>Make sure each page loads fast on a phone and has a tap-to-call button at the top. Most local searches happen on mobile, often in a hurry.</p>

<h2>Step 5: Keep the profile active</h2>
<p>Set a fifteen-minute monthly reminder:</p>
<ul>
  <li>Add new photos from recent jobs.</li>
  <li>Publish a short update or offer.</li>
  <li>Answer any new questions in the Q&amp;A section.</li>
  <li>Check that nobody has suggested an edit to your hours or category.</li>
  <li>Look at the Performance tab to see calls, direction requests and top search terms.</li>
</ul>

<h2>What to expect</h2>
<p>Local SEO is not instant. Fixing the profile and citations often shows results within weeks; reviews and local pages build over months. The payoff compounds. The clients in our <a href="/services/seo">SEO program</a> who stay consistent are the ones who see the biggest gains, including the traffic and lead growth we publish on our marketing pages.</p>

<h2>Get a free local SEO review</h2>
<p>Not sure where your profile stands? <a href="/contact">Book a free consultation</a> and we will review your Google Business Profile, citations and local pages, then give you a prioritized list of fixes you can do yourself or hand to us.</p>
`,
};
