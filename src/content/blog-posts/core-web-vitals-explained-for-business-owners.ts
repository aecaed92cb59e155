import type { SeedPost } from "./types";

export const post: SeedPost = {
  slug: "core-web-vitals-explained-for-business-owners",
  title: "Core Web Vitals Explained for Business Owners (Without the Jargon)",
  excerpt:
    "Google measures how fast and stable your website feels to real visitors. Here is what the three Core Web Vitals mean, how to check yours in five minutes and what usually fixes them.",
  author: "Daniel Okafor",
  publishedDate: "2025-09-16",
  modifiedDate: "2025-10-07",
  category: "Web Design",
  featuredImage: "/blog/core-web-vitals-explained-for-business-owners.jpg",
  featuredImageAlt: "Title card in cyan and indigo with the post's title beside a browser window icon",
  readTime: 4,
  metaDescription:
    "LCP, INP and CLS in plain English: what Google's Core Web Vitals measure, the scores to aim for, how to check your site and the fixes that help most.",
  keywords: "Core Web Vitals, LCP, INP, CLS, website speed, PageSpeed Insights, page experience, Atlanta web design",
  tags: ["Core Web Vitals", "Performance", "Website Speed", "SEO"],
  published: true,
  content: `
<p>You have probably heard that website speed matters for Google. That is true, but "speed" is vague. Google measures three specific things about how your pages feel to real visitors, and it calls them Core Web Vitals. You do not need to be a developer to understand them, check them or know what to ask your web team to fix.</p>

<h2>The three vitals in plain English</h2>

<h3>Largest Contentful Paint (LCP): does the page show up quickly?</h3>
<p>LCP measures how long it takes for the biggest thing on the screen, usually the hero photo or the main headline, to appear. It is the moment a visitor feels that the page has loaded. <strong>Good: 2.5 seconds or less.</strong> Poor: more than 4 seconds.</p>

<h3>Interaction to Next Paint (INP): does the page respond when I tap?</h3>
<p>INP measures the delay between a visitor doing something, such as tapping a menu or a button, and the page visibly reacting. A slow INP is the page that seems frozen while you tap again and again. <strong>Good: 200 milliseconds or less.</strong> Poor: more than 500 milliseconds. INP replaced an older metric, First Input Delay, in 2024.</p>

<h3>Cumulative Layout Shift (CLS): does the page stay still?</h3>
<p>CLS measures how much content jumps around while the page loads. You know the feeling: you go to tap "Call Now" and an ad banner loads above it, so you tap something else. <strong>Good: 0.1 or less.</strong> Poor: more than 0.25.</p>
<p>Google looks at these numbers for real visitors on real devices, and a page passes when at least 75 percent of visits meet the "good" threshold. The full definitions are on Google's <a href="https://web.dev/articles/vitals" rel="noopener">Web Vitals guide at web.dev</a>.</p>

<h2>Why owners should care</h2>
<ul>
  <li><strong>Visitors leave slow pages.</strong> Someone searching for an emergency service on a phone in a parking lot will not wait. They hit Back and call the next result.</li>
  <li><strong>Search ranking.</strong> Core Web Vitals are part of Google's page experience signals. They will not outrank relevance, but between two similar pages, the faster one has an edge.</li>
  <li><strong>Ad spend.</strong> If you pay for clicks, a slow landing page wastes part of every dollar before the visitor sees your offer.</li>
</ul>

<h2>How to check your site in five minutes</h2>
<ol>
  <li>Open PageSpeed Insights (search for it; it is a free Google tool) and enter your homepage address.</li>
  <li>Look first at the top section, which shows data from real Chrome users over the last 28 days. If your site is small, there may not be enough visitors to show it; that is normal.</li>
  <li>Switch between the Mobile and Desktop tabs. Mobile is usually worse, and it is where most local searches happen.</li>
  <li>Repeat for your most important pages: a main service page and your contact page.</li>
  <li>If you have Google Search Console set up, open the Core Web Vitals report. It groups pages with the same problem together.</li>
</ol>
<p>The lower "diagnostics" section is a lab test on a simulated device. It is useful for finding causes, but the field data at the top is what counts.</p>

<h2>What usually fixes each one</h2>

<h3>Fixing slow LCP</h3>
<ul>
  <li>Compress and resize the hero image. A 4 MB photo straight from a camera is the single most common cause we see.</li>
  <li>Serve images in modern formats such as WebP or AVIF.</li>
  <li>Use better hosting with a content delivery network, so files come from a server near your visitor.</li>
  <li>Remove sliders and carousels at the top of the page. They are slow, and few visitors watch past the first slide.</li>
</ul>

<h3>Fixing poor INP</h3>
<ul>
  <li>Remove plugins, widgets and tracking scripts you no longer use. Each one adds work for the browser.</li>
  <li>Load chat widgets and review badges after the main content, not before.</li>
  <li>On larger sites, ask your developer to break up long-running JavaScript tasks.</li>
</ul>

<h3>Fixing high CLS</h3>
<ul>
  <li>Give every image and video a fixed width and height so the browser reserves space.</li>
  <li>Reserve space for banners, cookie notices and embedded maps.</li>
  <li>Load web fonts in a way that does not reflow text when they arrive.</li>
</ul>

<h2>When a quick fix is not enough</h2>
<p>Sometimes the problem is the foundation: a heavy page builder theme, dozens of plugins, or cheap shared hosting. In that case, tuning only goes so far, and a rebuild on a modern framework can be cheaper than months of patching. A well-built site should pass all three vitals on mobile without heroic effort. Reliable hosting matters too; our hosting plans are monitored around the clock with a 99.9% uptime target.</p>

<blockquote>Speed is not a one-time project. Every new plugin, pop-up and tracking tag adds weight. Check your vitals every quarter.</blockquote>

<h2>Get a free performance check</h2>
<p>Want to know exactly what is slowing your site down? Our <a href="/services/performance-analysis">website performance analysis</a> looks at real-visitor data and lists the fixes in order of impact. <a href="/contact">Book a free consultation</a> and we will walk you through your Core Web Vitals and what it would take to get every page into the green.</p>
`,
};
