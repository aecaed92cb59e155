import type { SeedPost } from "./types";

export const post: SeedPost = {
  slug: "when-to-replace-spreadsheets-with-custom-software",
  title: "When to Replace Your Spreadsheets With Custom Software",
  excerpt:
    "Spreadsheets run more small businesses than any software product. Here are the warning signs that yours has outgrown them, and how to replace them without betting the company.",
  author: "Daniel Okafor",
  publishedDate: "2025-07-22",
  category: "Software Development",
  featuredImage: "/blog/when-to-replace-spreadsheets-with-custom-software.jpg",
  featuredImageAlt: "Title card in indigo with the post's title beside a code brackets icon",
  readTime: 4,
  metaDescription:
    "Seven signs your business has outgrown spreadsheets, how to weigh off-the-shelf tools against custom software, and how to start small with a first version.",
  keywords: "custom software, replace spreadsheets, business process automation, small business software, Atlanta software development",
  tags: ["Custom Software", "Automation", "Operations", "Spreadsheets"],
  published: true,
  content: `
<p>Almost every business we work with runs on at least one critical spreadsheet. A towing company tracks impounds in one. A dental office tracks insurance follow-ups in another. A distributor quotes from a price sheet with forty tabs that only one person fully understands. Spreadsheets are flexible, cheap and familiar, and for a long time they are the right tool. Then one day they are not.</p>
<p>The hard part is noticing the moment. This article gives you the warning signs, the options and a low-risk way to move.</p>

<h2>Seven signs you have outgrown the spreadsheet</h2>
<ol>
  <li><strong>More than one person edits it at the same time,</strong> and you have lost work to overwritten cells or "final_v3_REAL.xlsx" copies.</li>
  <li><strong>One person is the only one who understands it.</strong> When they are on vacation, the process stops.</li>
  <li><strong>You copy the same data between systems.</strong> Orders from the website get retyped into the sheet, then into the invoicing tool.</li>
  <li><strong>Mistakes cost real money.</strong> A wrong formula under-quotes a job, or a missed row means a customer never gets a follow-up.</li>
  <li><strong>Staff in the field need it.</strong> Drivers, technicians or sales reps are calling the office to look something up.</li>
  <li><strong>You cannot answer simple questions quickly.</strong> "How many jobs did we do in Marietta last quarter, and what was the margin?" takes an afternoon.</li>
  <li><strong>Customer data sits in a file that anyone can download.</strong> That is a security and privacy risk, not just an inconvenience.</li>
</ol>
<p>If three or more of these sound familiar, it is time to look at alternatives.</p>

<h2>Option 1: An off-the-shelf tool</h2>
<p>Before anyone writes code, check whether a product already solves your problem. There are mature tools for scheduling, field service, CRM, inventory and invoicing. They are quick to start and cost a predictable monthly fee per user.</p>
<p>Off-the-shelf is the right choice when your process is close to the industry standard. It becomes the wrong choice when you bend your business to fit the tool, pay for three products that do not talk to each other, or rely on workarounds that recreate the spreadsheet on the side.</p>

<h2>Option 2: Custom software</h2>
<p>Custom software is built around how your business actually works. It makes sense when:</p>
<ul>
  <li>Your process is part of what makes you better than competitors, such as a quoting method or a dispatch routine.</li>
  <li>You need several systems to share data automatically: your website, accounting, phone system and field staff.</li>
  <li>Per-user fees for a packaged product would grow painfully as you hire.</li>
  <li>You need reports that no packaged product provides.</li>
</ul>
<p>The trade-off is a larger initial investment and the need for a reliable partner to maintain the system. Good custom software pays for itself by removing hours of manual work every week and preventing costly mistakes.</p>

<h2>How to replace a spreadsheet without betting the company</h2>
<p>The biggest risk in any software project is trying to do everything at once. Here is the approach we use on our <a href="/services/software-development">custom software projects</a>:</p>

<h3>1. Map the current process</h3>
<p>Sit with the people who use the spreadsheet every day. Write down every step: where data comes from, who touches it, what decisions it supports and where it goes next. You will often find steps that nobody needs any more.</p>

<h3>2. Pick the most painful piece</h3>
<p>Do not rebuild the whole workbook. Pick the one workflow that causes the most errors or wastes the most hours. For a towing company that might be impound intake; for a contractor, quoting.</p>

<h3>3. Build a small first version</h3>
<p>A focused first release, usable on a phone and a desktop, with proper logins and a real database. Put it in front of the team within weeks, not months. Keep the spreadsheet running in parallel for a short period so nobody is stranded.</p>

<h3>4. Migrate the data carefully</h3>
<p>Clean the old data before importing it: remove duplicates, fix dates and standardize names. This step is dull and it is where many projects go wrong. Budget time for it.</p>

<h3>5. Grow from there</h3>
<p>Once the first workflow is solid, add the next one: reports, customer notifications, integration with your accounting software. Each step is small, tested and paid for by the time saved in the previous one.</p>

<h2>Questions to ask any developer</h2>
<ul>
  <li>Who owns the code and the data when the project is done?</li>
  <li>Where is it hosted, how is it backed up and how often?</li>
  <li>How are logins, permissions and customer data protected?</li>
  <li>What does ongoing maintenance cost, and what response time do you commit to?</li>
  <li>Can we export everything if we ever move on?</li>
</ul>
<p>Clear answers to these questions matter more than the technology stack.</p>

<h2>Start with a conversation</h2>
<p>You do not need a full specification to get started. Bring us the spreadsheet and an honest list of what goes wrong with it. In a <a href="/contact">free consultation</a> we will tell you whether an off-the-shelf tool would do the job, and if not, what a focused first version of custom software would look like and cost.</p>
`,
};
