import type { SeedPost } from "./types";

export const post: SeedPost = {
  slug: "website-accessibility-ada-wcag-small-business",
  title: "Website Accessibility for Small Businesses: ADA, WCAG 2.1 and Where to Start",
  excerpt:
    "An accessible website serves every customer, including people who use screen readers or keyboards, and lowers your legal risk. Here is what WCAG 2.1 AA asks for and the fixes that matter most.",
  author: "Keisha Monroe",
  publishedDate: "2026-10-20",
  category: "UI/UX Design",
  featuredImage: "/blog/website-accessibility-ada-wcag-small-business.jpg",
  featuredImageAlt: "Title card in purple with the post's title beside icons of a profile card, form fields and a pointer",
  readTime: 3,
  metaDescription:
    "Website accessibility for small businesses in plain English: what the ADA and WCAG 2.1 AA mean, the most common problems and a practical plan to fix them.",
  keywords: "website accessibility, ADA website compliance, WCAG 2.1 AA, accessible web design, small business accessibility, Atlanta",
  tags: ["Accessibility", "WCAG", "ADA", "UX Design"],
  published: false,
  content: `
<p>Picture a customer who is blind trying to book an appointment on your website with a screen reader. The menu cannot be opened without a mouse. The form fields have no labels, so the screen reader just says "edit text, edit text, edit text". They give up and call a competitor. You never find out they tried.</p>
<p>Website accessibility is about removing those barriers. It is good service, it widens your market and it reduces legal risk. This guide explains the rules in plain English and gives you a practical place to start. It is not legal advice; for questions about your specific situation, talk to an attorney.</p>

<h2>What the law and the standard say</h2>

<h3>The ADA</h3>
<p>The Americans with Disabilities Act requires businesses open to the public to be accessible to people with disabilities. The Department of Justice has said that this includes the web content of those businesses, and courts have heard many cases about inaccessible websites, including cases against small businesses. The law does not name a technical standard for private businesses, but in practice one standard is used to measure websites.</p>

<h3>WCAG 2.1 Level AA</h3>
<p>The Web Content Accessibility Guidelines, published by the W3C, are the widely accepted benchmark. Version 2.1 at Level AA is what most audits, settlements and government rules point to. The guidelines are organized around four principles: content must be <strong>perceivable</strong>, <strong>operable</strong>, <strong>understandable</strong> and <strong>robust</strong>. The official <a href="https://www.w3.org/WAI/WCAG21/quickref/" rel="noopener">WCAG 2.1 quick reference from the W3C</a> lists every requirement with techniques for meeting it.</p>

<h2>The problems we find most often</h2>
<p>Most small-business sites fail on the same handful of issues. Fixing these covers a large part of the work:</p>
<ol>
  <li><strong>Low color contrast.</strong> Light gray text on white, or white text on a pale brand color. Normal text needs a contrast ratio of at least 4.5 to 1; large text needs 3 to 1.</li>
  <li><strong>Images without text alternatives.</strong> Meaningful images need short alt text that says what they show. Decorative images should be hidden from screen readers.</li>
  <li><strong>Form fields without labels.</strong> Every input needs a visible label that is connected to it in the code, and error messages need to be announced.</li>
  <li><strong>Menus and pop-ups that need a mouse.</strong> Everything must work with the keyboard alone, and the keyboard focus must be visible.</li>
  <li><strong>Headings used for looks.</strong> Screen reader users navigate by headings. They should form a logical outline: one main heading, then sections in order.</li>
  <li><strong>Vague links.</strong> "Click here" and "Read more" make no sense out of context. Link text should say where it goes.</li>
  <li><strong>Videos without captions.</strong> Auto-generated captions are a start, but they need checking.</li>
</ol>

<h2>A practical plan</h2>

<h3>Step 1: Test the basics yourself</h3>
<ul>
  <li>Put your mouse aside and use Tab, Shift+Tab and Enter to navigate your homepage and submit your contact form. Can you see where you are at all times? Can you finish?</li>
  <li>Zoom the browser to 200 percent. Does the content still fit and work?</li>
  <li>Run a free automated checker on your main pages. Automated tools catch only part of the problems, but they find the obvious ones quickly.</li>
</ul>

<h3>Step 2: Fix your most important journeys first</h3>
<p>Prioritize the pages that matter to customers: the homepage, main service pages, the contact or booking form and checkout if you sell online. A fully accessible contact form is worth more than a perfect "About us" page.</p>

<h3>Step 3: Publish an accessibility statement</h3>
<p>Say which standard you aim for, what you know still needs work and how people can reach you if they hit a barrier. Then respond quickly when they do. Our own <a href="/accessibility">accessibility statement</a> is an example of the format.</p>

<h3>Step 4: Build it into how you work</h3>
<ul>
  <li>Check contrast when choosing brand colors, not after launch.</li>
  <li>Add alt text whenever you upload an image.</li>
  <li>Include accessibility checks in every redesign and new feature.</li>
  <li>Review the site at least once a year, since content changes constantly.</li>
</ul>

<h2>A word on overlay widgets</h2>
<p>You may be offered a plug-in that promises instant compliance by adding a toolbar to your site. Be careful. These tools do not fix the underlying code, many disabled users find them get in the way, and businesses using them have still faced complaints. They are not a substitute for an accessible site.</p>

<blockquote>Accessibility is not a feature you bolt on. It is the result of many small, good decisions in design and code.</blockquote>

<h2>Get an accessibility review</h2>
<p>We design and build sites to WCAG 2.1 AA as part of our <a href="/services/ui-ux-design">UI/UX design</a> work, and we review existing sites too. <a href="/contact">Book a free consultation</a> and we will test your key pages, explain what we find in plain language and give you a prioritized list of fixes.</p>
`,
};
