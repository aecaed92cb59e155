import type { SeedPost } from "./types";

export const post: SeedPost = {
  slug: "headless-commerce-for-growing-stores",
  title: "Headless Commerce: Does Your Growing Online Store Need It?",
  excerpt:
    "Headless commerce separates your storefront from the engine that runs orders and inventory. It can make a store faster and more flexible, but it is not for everyone. Here is how to tell.",
  author: "Daniel Okafor",
  publishedDate: "2026-01-20",
  category: "E-commerce",
  featuredImage: "/blog/headless-commerce-for-growing-stores.jpg",
  featuredImageAlt: "Title card in green with the post's title beside a shopping cart icon",
  readTime: 4,
  metaDescription:
    "What headless commerce is, signs your online store has outgrown its theme, the real trade-offs in cost and complexity, and how to migrate without lost sales.",
  keywords: "headless commerce, headless ecommerce, API-first commerce, online store performance, ecommerce migration, Atlanta ecommerce",
  tags: ["Headless Commerce", "E-commerce", "Performance", "Online Store"],
  published: true,
  content: `
<p>Most small online stores start on an all-in-one platform with a ready-made theme. That is the right call: it is quick, affordable and handles payments, tax and shipping out of the box. But some stores reach a point where the theme starts holding them back. Pages get slow, every design change is a fight, and the store cannot easily show up in new places like a mobile app or an in-store kiosk. That is when people start talking about going "headless".</p>

<h2>What headless commerce means</h2>
<p>A traditional store is one piece of software that does two jobs. The <strong>back end</strong> manages products, prices, inventory, checkout and orders. The <strong>front end</strong>, the theme, turns that data into the pages customers see. The two are tightly connected, so the front end can only do what the platform's theme system allows.</p>
<p>Headless commerce separates them. The commerce engine keeps doing what it is good at, but it hands data to a separate front end through an API, a structured connection between systems. Your storefront becomes a custom website, built with modern tools, that asks the commerce engine for products and sends it orders.</p>
<p>The "head" is the storefront. Going headless means you can replace it, redesign it or add more heads without touching the engine underneath.</p>

<h2>Signs you may have outgrown your theme</h2>
<ul>
  <li><strong>Your store is slow on phones,</strong> and you have already compressed images and removed unused apps.</li>
  <li><strong>Design changes need workarounds.</strong> Your designer keeps saying "the theme does not allow that".</li>
  <li><strong>Content and commerce live apart.</strong> Your guides, recipes or lookbooks sit on a separate blog and do not connect to products.</li>
  <li><strong>You sell in more than one place:</strong> website, wholesale portal, marketplace, point of sale, maybe an app.</li>
  <li><strong>You depend on many plugins</strong> that each add scripts and monthly fees, and they occasionally break each other.</li>
  <li><strong>Your catalog or traffic is growing fast</strong> and the current setup struggles during sales and holidays.</li>
</ul>
<p>One or two of these may be fixable inside your current platform. Four or more is a strong signal.</p>

<h2>The benefits</h2>
<ul>
  <li><strong>Speed.</strong> A modern front end can pre-build pages and serve them from a global network, so product and category pages load almost instantly. Faster pages tend to mean fewer abandoned visits.</li>
  <li><strong>Design freedom.</strong> Your storefront can look and behave exactly as your brand needs, without theme limits.</li>
  <li><strong>Content and products together.</strong> A headless content management system lets your team publish rich pages that mix stories and shoppable products.</li>
  <li><strong>Many channels, one engine.</strong> The same product data and inventory feed your site, app and in-store screens.</li>
  <li><strong>Easier upgrades.</strong> You can redesign the storefront later without migrating orders and customers, or switch commerce engines without rebuilding the site.</li>
</ul>

<h2>The honest trade-offs</h2>
<p>Headless is not free flexibility. Before committing, weigh these:</p>
<ol>
  <li><strong>Higher upfront cost.</strong> You are building a custom storefront rather than installing a theme. Expect a larger project than a standard store build, which at our agency starts at $8,000.</li>
  <li><strong>Apps may not carry over.</strong> Many plugins inject features into the theme: reviews, upsells, wish lists. On a headless storefront, each needs an API-based equivalent or custom work.</li>
  <li><strong>You need a technical partner.</strong> Two systems means more moving parts to host, monitor and update.</li>
  <li><strong>Your team's workflow changes.</strong> Editors will work in a content system as well as the commerce admin. Good setup and training make this painless; skipping them does not.</li>
</ol>

<h2>Your platform options</h2>
<p>There are four broad routes, and the right one depends on your catalog, budget and team:</p>
<ul>
  <li><strong>Keep your hosted platform and go headless on top of it.</strong> Major hosted platforms offer storefront APIs. This is the lowest-risk path for an existing store.</li>
  <li><strong>An open-source commerce engine</strong> that you host, for maximum control.</li>
  <li><strong>An API-first commerce platform</strong> designed from the start to have no built-in storefront.</li>
  <li><strong>A fully custom build</strong> for unusual business models, such as rentals, subscriptions with complex rules or B2B pricing.</li>
</ul>

<h2>How to migrate without losing sales</h2>
<ol>
  <li><strong>Benchmark first.</strong> Record current page speed, conversion rate, average order value and top landing pages.</li>
  <li><strong>Map every URL.</strong> Product and category addresses that rank in search need to stay the same or redirect properly.</li>
  <li><strong>Rebuild in stages.</strong> Start with the pages that matter most, often product and category pages, and keep checkout on the proven platform.</li>
  <li><strong>Test checkout relentlessly</strong> on real phones, with real payment methods, before launch.</li>
  <li><strong>Launch outside your busy season</strong> and watch the numbers daily for the first few weeks.</li>
</ol>

<h2>Not sure if it is time?</h2>
<p>Many stores are better served by tuning what they have. Others are leaving real money on the table with a slow, rigid theme. Our <a href="/services/headless-commerce">headless commerce and CMS service</a> starts with an honest assessment. <a href="/contact">Book a free consultation</a> and we will review your store's speed, setup and growth plans, then tell you whether headless is worth it for you now, later or not at all.</p>
`,
};
