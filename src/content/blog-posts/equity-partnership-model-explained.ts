import type { SeedPost } from "./types";

export const post: SeedPost = {
  slug: "equity-partnership-model-explained",
  title: "Trading Equity for Technology: How Our Equity Partnership Model Works",
  excerpt:
    "Some businesses have a strong plan but no spare cash for a website and marketing. An equity partnership swaps the upfront bill for a minority stake. Here is how it works and who it suits.",
  author: "Andre Whitaker",
  publishedDate: "2026-08-04",
  category: "Business Strategy",
  featuredImage: "/blog/equity-partnership-model-explained.jpg",
  featuredImageAlt: "Title card in teal with the post's title beside a dial gauge icon",
  readTime: 4,
  metaDescription:
    "How an equity partnership works: $0 upfront for a website and marketing in exchange for a minority stake. Who it suits, what to weigh and how to apply.",
  keywords: "equity partnership, sweat equity, startup website no upfront cost, equity for services, Atlanta business growth, technology partner",
  tags: ["Equity Partnership", "Startups", "Growth", "Funding"],
  published: true,
  content: `
<p>We meet a lot of Atlanta founders with the same problem. The business works. Customers like it. There is a clear plan to grow. But every dollar is already spoken for: inventory, payroll, equipment, rent. A professional website, a marketing program and the technology to run it all would speed things up, yet there is no budget to pay an agency up front.</p>
<p>For a small number of these businesses, we offer a different deal: an equity partnership. This article explains how it works, what you give up, what you get and how to decide whether it makes sense for you.</p>

<h2>The basic idea</h2>
<p>In a normal engagement, you pay us for work. In an equity partnership, you pay <strong>$0 upfront</strong>. Instead, we take a minority ownership stake in your business and deliver the technology and marketing you need to grow. We only do well if you do well, so our incentives line up with yours.</p>
<p>Owners typically keep 80 to 90 percent of their company. The exact stake depends on the business, its stage and the scope of work, and it is agreed in writing before anything starts.</p>

<h2>What the partnership covers</h2>
<p>The package is built around what the business needs to grow, and typically includes:</p>
<ul>
  <li><strong>A professional website,</strong> the kind of build that would normally cost $5,000 to $15,000.</li>
  <li><strong>Ongoing digital marketing,</strong> such as SEO, paid advertising and content, worth $2,000 or more a month.</li>
  <li><strong>Hosting, security and maintenance,</strong> so the site stays fast and online.</li>
  <li><strong>Strategic guidance</strong> on pricing, positioning and operations from people who have seen many small businesses grow.</li>
  <li><strong>Custom software or automation</strong> where it removes a real bottleneck.</li>
</ul>
<p>The full list of included services is on the <a href="/equity-partnership">equity partnership page</a>.</p>

<h2>How the process works</h2>
<ol>
  <li><strong>Application and assessment.</strong> You tell us about the business, its revenue range and your goals. We look at the market, the model and the team, and we are candid if it is not a fit.</li>
  <li><strong>Partnership agreement.</strong> We agree on the stake, the scope of work, each side's responsibilities and what happens in scenarios such as a sale of the business. Both sides sign a formal agreement.</li>
  <li><strong>Implementation and launch.</strong> We build the website, set up tracking and launch the marketing program.</li>
  <li><strong>Growth and optimization.</strong> We meet regularly, review the numbers, and keep improving what works.</li>
</ol>

<h2>Who it suits</h2>
<p>An equity partnership works best for businesses that:</p>
<ul>
  <li>Already have paying customers and a product or service that works.</li>
  <li>Have a realistic path to significant growth, often where online demand is under-served.</li>
  <li>Are led by owners who are committed for the long term and open to advice.</li>
  <li>Would benefit more from expertise and execution than from cash alone.</li>
</ul>

<h2>Who should choose another route</h2>
<ul>
  <li><strong>Businesses that can comfortably pay for services.</strong> If cash is not the constraint, paying for work is usually cheaper than giving up equity. A <a href="/website-leasing">monthly website lease</a> is another low-cost option.</li>
  <li><strong>Lifestyle businesses</strong> that are meant to stay the same size. There is nothing wrong with that, but equity only has value if the business grows.</li>
  <li><strong>Owners who want full control of every decision.</strong> A partner has a voice, even a minority one.</li>
  <li><strong>Ideas without customers yet.</strong> We partner with operating businesses, not concepts.</li>
</ul>

<h2>How to weigh the trade-off</h2>
<p>Giving up equity is a serious decision. Before you sign with us or anyone else, work through these questions:</p>
<ol>
  <li><strong>What is the cash price of the same work?</strong> Compare the value of the services with the value of the stake at a realistic valuation.</li>
  <li><strong>What would the money cost elsewhere?</strong> A loan has interest but no ownership cost. Investors take equity but may not bring hands-on help.</li>
  <li><strong>What happens if the partnership ends?</strong> Understand how the stake is treated if either side wants out.</li>
  <li><strong>What happens on a sale?</strong> Read the terms for selling the company or bringing in new investors.</li>
  <li><strong>Have your own attorney and accountant review it.</strong> Any reputable partner will encourage this, and we do.</li>
</ol>

<blockquote>The right partner should add more value to your company than the share they take. If the math does not work for you, it should not work for us either.</blockquote>

<h2>What we look for in the application</h2>
<p>A clear description of what you sell and to whom, your current revenue range, what has held growth back and where you want the business to be in three years. Honesty beats polish. We would rather hear about the problems now than discover them later.</p>

<h2>Start the conversation</h2>
<p>If the model sounds like it could fit, the next step is a conversation, not a contract. <a href="/contact">Book a free consultation</a> to talk through your business and your goals. We will tell you plainly whether an equity partnership, a paid engagement or a lease is the best route for you.</p>
`,
};
