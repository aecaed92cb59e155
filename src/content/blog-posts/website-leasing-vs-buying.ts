import type { SeedPost } from "./types";

export const post: SeedPost = {
  slug: "website-leasing-vs-buying",
  title: "Website Leasing vs. Buying: Which Is Right for Your Atlanta Business?",
  excerpt:
    "A monthly lease gets you online in days with no large invoice. Buying gives you an asset you own outright. Here is how to decide with your own numbers.",
  author: "Andre Whitaker",
  publishedDate: "2025-03-18",
  modifiedDate: "2025-04-02",
  category: "Business Strategy",
  featuredImage: "/blog/website-leasing-vs-buying.jpg",
  featuredImageAlt: "Title card in teal with the post's title beside a dial gauge icon",
  readTime: 4,
  metaDescription:
    "Website leasing or a one-time build? Compare cash flow, ownership and total cost over three years to choose the right path for your Atlanta small business.",
  keywords: "website leasing, website cost, small business website Atlanta, lease vs buy website, monthly website plan",
  tags: ["Website Leasing", "Budgeting", "Small Business", "Cash Flow"],
  published: true,
  content: `
<p>Every owner who calls us about a new website asks the same question sooner or later: should I pay for the whole thing now, or pay a monthly fee instead? There is no universal answer. There is a right answer for your cash flow, your timeline and how much you expect the site to change. This article walks through the trade-offs so you can decide with your own numbers.</p>

<h2>What each option actually means</h2>

<h3>Buying a website</h3>
<p>You pay a design and development fee, usually in milestones. When the project ends, you own the design, the code and the content. Hosting, security updates and later changes are separate costs. At our agency a custom business site <a href="/services/web-design">starts at $3,500</a> and an online store starts at $8,000. Those are starting prices; a larger site with integrations costs more.</p>

<h3>Leasing a website</h3>
<p>You pay a flat monthly fee that covers the design, hosting, security, backups and a set amount of updates. There is no large invoice up front. Our <a href="/website-leasing">website leasing plans</a> run $299 a month for a five-page Starter site, $499 for a ten-page Professional site that can include a store of up to 50 products, and $799 for Enterprise with unlimited pages. Sites go live in 48 to 72 hours, and you can cancel with 30 days' notice.</p>

<h2>The cash-flow question</h2>
<p>For a new business, cash in the bank is oxygen. A $5,000 invoice in your first quarter may mean one less truck payment, one less hire or a thinner inventory order. Leasing turns that lump sum into a predictable operating expense. It also puts a professional site in front of customers this week instead of after a six-to-eight-week build.</p>
<p>For an established business with steady margins, the picture changes. If you can pay for the build without strain, owning the site usually costs less over a long enough period, because you stop paying for the design once it is paid off.</p>

<h2>Run the three-year math</h2>
<p>Put both options side by side over 36 months. A simple example for a five-page service business site:</p>
<table>
  <thead>
    <tr><th>Cost item</th><th>Buy</th><th>Lease (Starter)</th></tr>
  </thead>
  <tbody>
    <tr><td>Up front</td><td>$3,500 build</td><td>$0</td></tr>
    <tr><td>Monthly</td><td>$99 hosting and maintenance</td><td>$299 all-in</td></tr>
    <tr><td>Total over 36 months</td><td>$7,064</td><td>$10,764</td></tr>
  </tbody>
</table>
<p>On paper, buying wins after about a year and a half. But the table leaves out three things that often flip the result:</p>
<ul>
  <li><strong>Updates.</strong> A bought site still needs new photos, new services and seasonal offers. If you pay someone by the hour for each change, the gap shrinks quickly.</li>
  <li><strong>Redesigns.</strong> Most small-business sites look dated within three to four years. A lease can include a refresh; a bought site needs a new project.</li>
  <li><strong>Opportunity cost.</strong> The $3,500 you did not spend can go into ads, equipment or payroll that earns money right now.</li>
</ul>

<h2>When leasing is the better fit</h2>
<ul>
  <li>You are launching or relaunching and need to be online in days, not weeks.</li>
  <li>You would rather not manage hosting, plugins, SSL certificates or backups.</li>
  <li>Your site is mostly a brochure: services, service area, reviews, a contact form.</li>
  <li>You want one predictable bill you can budget for every month.</li>
  <li>You are testing a new location or a new line of business and may change direction.</li>
</ul>

<h2>When buying is the better fit</h2>
<ul>
  <li>The site is central to how you operate: bookings, quotes, customer portals or a large catalog.</li>
  <li>You need custom features or integrations with your own systems.</li>
  <li>You have an in-house person, or a trusted partner, to maintain it.</li>
  <li>You plan to keep the same design for several years and want the lowest long-run cost.</li>
</ul>

<h2>Questions to ask before you sign either</h2>
<ol>
  <li><strong>Who owns the domain?</strong> Always register the domain in your own name, whatever you choose. It is your address on the internet.</li>
  <li><strong>What happens to my content if I leave?</strong> Your text, photos and customer data should come with you.</li>
  <li><strong>What is included each month?</strong> Ask how many content changes are covered and how fast they happen.</li>
  <li><strong>What does the exit look like?</strong> Look for a clear notice period instead of a multi-year lock-in.</li>
  <li><strong>Can I switch later?</strong> Some owners start on a lease and buy a custom build once revenue supports it. That is a sensible path.</li>
</ol>

<blockquote>A good rule of thumb: if the website is a marketing tool, leasing usually makes sense. If the website is part of how you deliver your service, own it.</blockquote>

<h2>A middle path for growing businesses</h2>
<p>If neither option fits because cash is tight but your growth plans are big, there is a third route. Our <a href="/equity-partnership">equity partnership program</a> delivers the website and marketing with $0 upfront in exchange for a minority stake, and owners typically keep 80 to 90 percent of their company. It is not for everyone, but it is worth knowing it exists.</p>

<h2>Make the decision with real numbers</h2>
<p>Write down what you can comfortably spend this quarter, how often you expect the site to change, and how central it is to your revenue. Those three answers usually make the choice obvious. If you would like a second opinion, <a href="/contact">book a free consultation</a>. We will lay out the lease and purchase costs for your specific site, side by side, and tell you honestly which one we would choose in your position.</p>
`,
};
