import type { SeedPost } from "./types";

export const post: SeedPost = {
  slug: "small-business-website-cost-atlanta-2026",
  title: "What Should a Small-Business Website Cost in Atlanta in 2026?",
  excerpt:
    "Quotes for the same website can range from a few hundred dollars to tens of thousands. Here is what drives the price, what our own starting prices are and how to compare quotes fairly.",
  author: "Andre Whitaker",
  publishedDate: "2026-03-10",
  category: "Web Design",
  featuredImage: "/blog/small-business-website-cost-atlanta-2026.jpg",
  featuredImageAlt: "Title card in cyan and indigo with the post's title beside a browser window icon",
  readTime: 4,
  metaDescription:
    "A plain guide to small-business website pricing in Atlanta for 2026: what drives the cost, typical starting prices by site type and ongoing costs to budget for.",
  keywords: "website cost Atlanta, small business website price, web design pricing 2026, how much does a website cost, Atlanta web design",
  tags: ["Web Design", "Pricing", "Budgeting", "Small Business"],
  published: true,
  content: `
<p>Ask three Atlanta web designers to quote the same five-page website and you may get three prices that differ by a factor of ten. That is confusing, and it makes owners either overpay or choose the cheapest option and regret it. The price gap is not random. It comes from a handful of decisions about what the site needs to do. Once you understand them, you can compare quotes with confidence.</p>

<h2>The main things that drive the price</h2>

<h3>1. What the site has to do</h3>
<p>A site that tells people who you are and how to reach you is a very different project from one that takes bookings, sells products or connects to your scheduling software. Functionality, not page count, is the biggest cost driver.</p>

<h3>2. Custom design or a template</h3>
<p>A template gets you a decent look quickly. A custom design is built around your brand, your customers and the actions you want them to take. It costs more, and on competitive searches it usually earns it back.</p>

<h3>3. Who writes the content</h3>
<p>Copywriting and photography are often left out of quotes, then become the reason a project stalls for months. Ask whether the price includes writing service pages, and whether anyone will optimize them for search.</p>

<h3>4. Integrations</h3>
<p>Connecting to a CRM, payment processor, booking tool, inventory system or email platform adds time. Each one is usually manageable; several together add up.</p>

<h3>5. Search, speed and accessibility built in</h3>
<p>A cheap site may look fine but load slowly on phones, lack basic search setup and fail accessibility checks. Fixing these later costs more than doing them right from the start.</p>

<h2>Our starting prices for 2026</h2>
<p>For transparency, here are the starting prices for our <a href="/services/web-design">web design services</a>. Final quotes depend on the points above, but these give you a realistic floor for professional, custom work:</p>
<table>
  <thead>
    <tr><th>Type of site</th><th>Starting price</th><th>Typical use</th></tr>
  </thead>
  <tbody>
    <tr><td>Landing page</td><td>$1,500</td><td>A single campaign, product launch or ad destination</td></tr>
    <tr><td>Portfolio site</td><td>$2,500</td><td>Contractors, designers, photographers and trades showing their work</td></tr>
    <tr><td>Blog site</td><td>$3,000</td><td>Publishers and experts building an audience with articles</td></tr>
    <tr><td>Business website</td><td>$3,500</td><td>Most service businesses: services, areas, reviews and a lead form</td></tr>
    <tr><td>E-commerce store</td><td>$8,000</td><td>Selling products online with payments, shipping and tax</td></tr>
    <tr><td>Web application</td><td>Custom quote</td><td>Customer portals, booking systems and internal tools</td></tr>
  </tbody>
</table>

<h2>Ongoing costs people forget</h2>
<p>The build is only part of the cost of owning a website. Budget for these every year:</p>
<ul>
  <li><strong>Domain name:</strong> a small annual fee. Keep it registered in your own name.</li>
  <li><strong>Hosting:</strong> from about $99 a month for managed hosting with daily backups and SSL, up to dedicated resources for busy sites.</li>
  <li><strong>Maintenance and security updates:</strong> software, plugins and frameworks need regular updates to stay secure.</li>
  <li><strong>Content updates:</strong> new services, staff, photos and seasonal offers.</li>
  <li><strong>Marketing:</strong> a website does not bring traffic by itself. SEO or paid ads are separate budgets.</li>
</ul>

<h2>What about the very cheap options?</h2>
<p>DIY website builders and low-cost freelancers have their place. If you are testing an idea or just need a basic online presence, they can be enough. The risks show up later: a template that looks like your competitor's, slow mobile performance, no one to call when something breaks, and sometimes a site or domain you do not fully control. Before choosing the cheapest option, make sure you own your domain and can take your content with you.</p>

<h2>If you do not want a large upfront bill</h2>
<p>Not every business has several thousand dollars to spare for a website, especially in the first year. Two alternatives are worth knowing:</p>
<ul>
  <li><strong><a href="/website-leasing">Website leasing</a>:</strong> a professional site for a flat monthly fee from $299, including hosting and updates, live in 48 to 72 hours.</li>
  <li><strong>Equity partnership:</strong> for high-potential businesses, a website and marketing with $0 upfront in exchange for a minority stake.</li>
</ul>

<h2>How to compare quotes fairly</h2>
<ol>
  <li>Give every agency the same written brief: pages, features, integrations and who provides the content.</li>
  <li>Ask each quote to list what is included and what is not, especially copywriting, SEO setup and training.</li>
  <li>Ask who owns the design, code and domain when the project ends.</li>
  <li>Ask what hosting and maintenance cost after launch, and what response time you get.</li>
  <li>Look at recent work for businesses like yours, and call one of their clients.</li>
</ol>

<blockquote>The right question is not "how cheap can I get a website?" It is "what will this website need to do for my business, and what does that cost to do well?"</blockquote>

<h2>Get a clear, itemized quote</h2>
<p>We have delivered more than 100 projects since 2020, and we are happy to tell you honestly what your site needs and what it does not. <a href="/contact">Book a free consultation</a> and you will get a written, itemized quote, with build, leasing and ongoing costs laid out side by side.</p>
`,
};
