import type { SeedPost } from "./types";

export const post: SeedPost = {
  slug: "form-ux-fixes-that-lift-conversions",
  title: "Nine UX Fixes That Get More People to Finish Your Contact Form",
  excerpt:
    "Your contact form is where interest turns into a lead. Small design changes, such as fewer fields, clear labels and better error messages, decide how many visitors make it to the end.",
  author: "Keisha Monroe",
  publishedDate: "2025-11-11",
  category: "UI/UX Design",
  featuredImage: "/blog/form-ux-fixes-that-lift-conversions.jpg",
  featuredImageAlt: "Title card in purple with the post's title beside icons of a profile card, form fields and a pointer",
  readTime: 4,
  metaDescription:
    "Nine practical UX fixes for contact and quote forms: fewer fields, visible labels, phone-friendly inputs, helpful errors and a clear next step after sending.",
  keywords: "form UX, contact form conversion, lead generation forms, form design, mobile forms, UX design Atlanta",
  tags: ["UX Design", "Forms", "Conversion", "Lead Generation"],
  published: true,
  content: `
<p>Owners spend money on ads, SEO and social posts to get people to their website. Then the visitor reaches the contact form, and a surprising number of them give up. The form asks too much, the phone keyboard is wrong, an error message wipes out what they typed. Each of these is a small thing. Together they can quietly cost you a large share of your leads.</p>
<p>Here are nine fixes we apply on almost every project. Most take an hour or two of a developer's time.</p>

<h2>Ask for less</h2>

<h3>1. Cut every field you do not need to respond</h3>
<p>Go through your form field by field and ask: do we need this to reply to the first message? Name, a way to reach them and what they need are usually enough. Company size, budget, how they heard about you and a mailing address can wait for the first call. Every extra field is one more reason to stop.</p>

<h3>2. Make optional fields obvious, or remove them</h3>
<p>If a field is optional, label it "(optional)". Do not make people guess which ones they can skip. Better still, if most people skip it, drop it.</p>

<h3>3. Use one column</h3>
<p>Forms laid out in a single column are faster to complete than forms with fields side by side, because the eye moves straight down. The exception is short, related pairs such as city and ZIP code on a wide screen.</p>

<h2>Make every field easy to fill in</h2>

<h3>4. Keep labels visible above the field</h3>
<p>Placeholder text that disappears when you start typing looks tidy but causes mistakes. Once someone types, they can no longer see what the field was asking for. Put a real label above each field. It also makes the form usable with screen readers, which is an accessibility requirement, not a nice-to-have.</p>

<h3>5. Trigger the right keyboard on phones</h3>
<p>Most local visitors fill in forms on a phone. Tell the browser what kind of data each field expects:</p>
<ul>
  <li>Phone fields should open the number pad.</li>
  <li>Email fields should show the @ key and skip auto-capitalization.</li>
  <li>Name and address fields should allow autofill, so the phone can complete them in one tap.</li>
</ul>
<p>This is a small code change with a big effect on how fast the form feels.</p>

<h3>6. Replace long dropdowns with simple choices</h3>
<p>A dropdown with twenty services is hard to use on a small screen. If there are five or fewer options, show them as buttons or radio choices the visitor can see at once. If there are more, group them or let people describe their need in their own words.</p>

<h2>Handle mistakes gracefully</h2>

<h3>7. Write error messages that help</h3>
<p>"Invalid input" tells the visitor nothing. Say what is wrong and how to fix it, next to the field it belongs to:</p>
<ul>
  <li>Instead of "Invalid phone", say "Enter a 10-digit phone number, for example 404 555 0142".</li>
  <li>Instead of "Required", say "Tell us your name so we know who to ask for".</li>
</ul>
<p>Check fields when the visitor leaves them, not on every keystroke. Red warnings that appear while someone is still typing feel like scolding.</p>

<h3>8. Never lose what they typed</h3>
<p>If the form fails to submit, because of a network hiccup or one wrong field, everything the visitor entered must still be there. Making someone retype a detailed project description is the fastest way to lose them for good.</p>

<h2>Finish strong</h2>

<h3>9. Say what happens next</h3>
<p>The button and the confirmation matter as much as the fields:</p>
<ol>
  <li><strong>Button text:</strong> "Get My Free Quote" or "Request a Call Back" beats "Submit". It tells the visitor what they get.</li>
  <li><strong>Reassurance near the button:</strong> one short line such as "We reply within one business day. No spam." reduces hesitation.</li>
  <li><strong>Confirmation:</strong> after sending, show a clear message with what happens next and when, plus your phone number for anything urgent.</li>
</ol>

<h2>How to find your own problem fields</h2>
<p>You do not have to guess. A few simple checks will show where people drop off:</p>
<ul>
  <li><strong>Fill in your own form on your phone,</strong> on cellular data, with one thumb. Note every moment of friction.</li>
  <li><strong>Ask three people who have never seen it</strong> to request a quote while you watch silently. You will learn more in ten minutes than from any report.</li>
  <li><strong>Track form starts and form submissions</strong> in your analytics. A big gap between them means the form itself is the problem, not your traffic.</li>
  <li><strong>Change one thing at a time</strong> and compare a few weeks before and after.</li>
</ul>

<blockquote>The best form is the shortest one that still gives you what you need to call the customer back.</blockquote>

<h2>Let us look at your forms</h2>
<p>Forms are one of the first things we review in a <a href="/services/ui-ux-design">UI/UX design</a> engagement, because the payoff is so direct. If you would like an expert pair of eyes on your contact or quote form, <a href="/contact">book a free consultation</a>. We will walk through it with you and point out the changes most likely to bring you more leads from the traffic you already have.</p>
`,
};
