import type { SeedPost } from "./types";

export const post: SeedPost = {
  slug: "google-ads-for-towing-and-auto-repair-shops",
  title: "Google Ads for Towing Companies and Auto Repair Shops: A Practical Setup Guide",
  excerpt:
    'Clicks for "tow truck near me" are expensive, and a badly set up campaign burns money on job seekers and DIY searches. Here is how to set up Google Ads so it rings your phone instead.',
  author: "Maria Castellanos",
  publishedDate: "2026-05-19",
  category: "Digital Marketing",
  featuredImage: "/blog/google-ads-for-towing-and-auto-repair-shops.jpg",
  featuredImageAlt: "Title card in green with the post's title beside a rising bar chart",
  readTime: 4,
  metaDescription:
    "How Atlanta towing companies and auto repair shops can set up Google Ads that bring calls: campaign structure, location targeting, negative keywords, tracking.",
  keywords: "Google Ads towing, auto repair PPC, towing company marketing, Local Services Ads, pay per click Atlanta, call tracking",
  tags: ["Google Ads", "PPC", "Towing", "Auto Repair", "Automotive"],
  published: true,
  content: `
<p>Automotive searches are some of the most valuable on Google. A driver stuck on the shoulder of I-285 does not compare ten websites. They search, tap the first credible result and call. A shop owner whose ad appears at that moment gets the job. A shop owner with a poorly built campaign pays for clicks from people looking for tow truck driver jobs, trailer hitches and how-to videos.</p>
<p>We manage paid advertising for a number of towing companies, repair shops and tire shops around Atlanta. This is the setup we start from.</p>

<h2>First decision: Local Services Ads, Search ads or both</h2>
<p>Google offers two main ad types for local service businesses:</p>
<ul>
  <li><strong>Local Services Ads</strong> appear at the very top for many service searches, show a Google verification badge and charge per lead rather than per click. Availability depends on your category and location, and you must pass Google's screening, which includes license and insurance checks.</li>
  <li><strong>Search ads</strong> are the classic text ads. You pay per click, but you control keywords, wording, landing pages, schedule and budget in much more detail.</li>
</ul>
<p>If Local Services Ads are available for your category in your area, they are usually worth testing first. Most shops still need Search ads to cover specific services, such as brake repair, transmission work or heavy-duty towing, and to control where the budget goes.</p>

<h2>Structure campaigns around how customers search</h2>
<p>Do not put everything in one campaign. Emergency and planned services behave differently, so split them:</p>
<ol>
  <li><strong>Emergency towing and roadside:</strong> urgent, mostly mobile, often at night. Phone calls matter most.</li>
  <li><strong>Scheduled repairs and maintenance:</strong> brakes, diagnostics, oil changes, tires. People compare a little more and visit your page.</li>
  <li><strong>Specialty services:</strong> heavy-duty towing, fleet accounts, junk car buying, accident recovery. Lower volume, higher value.</li>
</ol>
<p>Separate campaigns let you give each its own budget, schedule and landing page, and see which one actually makes money.</p>

<h2>Get location targeting right</h2>
<p>Target the area your trucks can reach within your promised response time, or the area your shop realistically draws from. A repair shop in Smyrna will rarely win a customer from Lawrenceville, however many clicks it buys there.</p>
<p>One setting matters more than most owners realize. In the campaign's location options, choose to show ads only to people <strong>in or regularly in</strong> your targeted area, not people merely "interested in" it. Otherwise someone in another state researching Atlanta can trigger your ad.</p>

<h2>Keywords and the negative list</h2>
<p>Use phrase and exact match keywords built around service plus location or urgency: "tow truck near me", "towing Marietta", "brake repair Decatur". Avoid broad single words such as "towing".</p>
<p>Then build a negative keyword list from day one. These are words that stop your ad from showing. Common ones for automotive accounts:</p>
<ul>
  <li>Job searches: jobs, hiring, driver, salary, CDL, career</li>
  <li>Buying equipment: for sale, used tow truck, wrecker for sale, parts</li>
  <li>Unrelated meanings: towing capacity, hitch, trailer rental, games</li>
  <li>Do-it-yourself: how to, DIY, video, manual</li>
</ul>
<p>Review the search terms report every week at first. It shows the real searches that triggered your ads, and it is where you find the next negatives.</p>

<h2>Write ads that earn the call</h2>
<ul>
  <li>Lead with what the driver cares about: speed, availability and trust. "24/7 Towing, Typical Arrival Under 45 Minutes" only if it is true.</li>
  <li>Add a call asset so your phone number appears with the ad and can be tapped directly.</li>
  <li>Add a location asset linked to your Google Business Profile so your address and reviews can show.</li>
  <li>Mention licenses, insurance, flat rates or warranty terms where they apply.</li>
</ul>

<h2>Run ads only when someone answers</h2>
<p>An ad that rings an unanswered phone is wasted money and a lost customer. If you tow around the clock, run ads around the clock, but make sure night calls reach a real person. If your shop closes at 6 PM, schedule repair ads to stop shortly before closing, or send evening clicks to a page that books an appointment for the morning.</p>

<h2>Send clicks to a page built for the job</h2>
<p>Do not send paid traffic to your homepage. Each campaign needs a landing page that matches the ad: the service, your service area, a large tap-to-call button at the top, real photos, reviews and a short form. It must load fast on a phone with a weak signal. This is where most of the return on ad spend is won or lost.</p>

<h2>Track calls, not just clicks</h2>
<p>Clicks are a cost, not a result. Set up conversion tracking before you spend real money:</p>
<ul>
  <li>Count calls from ads and from your website, using a forwarding number. Google Ads counts a call as a conversion after 60 seconds by default; adjust it to match a real inquiry.</li>
  <li>Count form submissions and booked appointments.</li>
  <li>Once a month, match tracked calls to actual jobs and revenue. That tells you the true cost per job.</li>
</ul>

<h2>Want a second opinion on your ads?</h2>
<p>If you are already running Google Ads and are not sure they pay off, a short review usually finds wasted spend quickly. Learn more about our <a href="/services/paid-advertising">paid advertising management</a>, or <a href="/contact">book a free consultation</a> and we will audit your account, your negative keywords and your landing pages at no cost.</p>
`,
};
