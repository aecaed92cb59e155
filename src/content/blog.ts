import type { Block } from "./blocks";
import type { PageSeo } from "@/lib/seo";
import type { BlogCategory } from "./blog-posts/types";
import { inquiryHref } from "./inquiry";

/** The byline of an article written by several of us. */
export const teamByline = "The Gateway Tech team";

/** Copy of /blog, /blog/{slug} and /search. The posts themselves live in the database (seeded from ./blog-posts). */
export const blogPage = {
  seo: {
    title: "Blog: Web Design, SEO & Technology Tips for Atlanta Businesses",
    description:
      "Practical articles for Atlanta small-business owners on websites, SEO, paid ads, custom software, e-commerce and UX, from the Gateway Tech Enterprises team.",
    path: "/blog",
    keywords: ["small business blog", "web design tips", "SEO tips Atlanta", "custom software", "e-commerce", "UX design"],
  } satisfies PageSeo,
  hero: {
    type: "hero",
    eyebrow: "Insights & guides",
    title: "The Gateway Tech Blog",
    highlight: "Plain-English advice for growing businesses",
    description:
      "What we learn building websites, software and marketing for Atlanta companies, written so you can act on it this week, whether or not you hire us.",
  } satisfies Block,
  featuredHeading: "Featured article",
  latestHeading: "Latest articles",
  categoryHeading: (category: string) => `${category} articles`,
  /** The heading of page 2 and later of the whole blog. */
  pageHeading: (page: number) => `More articles, page ${page}`,
  /** "Articles 8–9 of 9", over a list that runs to several pages. */
  range: (from: number, to: number, total: number) => `Articles ${from}–${to} of ${total}`,
  pagerLabel: "Blog pages",
  /** Page 2 and later, and each category, have titles and descriptions of their own. */
  pagedSeo: (page: number, category?: string) => {
    const subject = category ? `${category} Articles` : "Blog";
    return {
      title: page > 1 ? `${subject}, Page ${page}: Gateway Tech Blog` : `${subject}: Gateway Tech Blog`,
      description: category
        ? `Articles on ${category.toLowerCase()} for Atlanta small-business owners, from the Gateway Tech Enterprises team${page > 1 ? ` (page ${page})` : ""}.`
        : `Older articles from the Gateway Tech Enterprises blog (page ${page}): websites, SEO, paid ads, custom software, e-commerce and UX for Atlanta businesses.`,
    };
  },
  pastEnd: {
    title: "That page of articles doesn't exist",
    description: (pageCount: number) =>
      pageCount === 1 ? "All of our articles fit on one page." : `Our articles run to ${pageCount} pages; the one you asked for is past the last of them.`,
    latest: "See the latest articles",
    last: (pageCount: number) => `Go to page ${pageCount}`,
  },
  showAll: "Show all articles",
  emptyCategory: (category: string) => `There are no published articles in ${category} yet. Browse all articles, or ask us your question directly.`,
  emptyBlog: "Our first articles are on their way to the press. In the meantime, ask us anything about your website or marketing.",
  categoriesHeading: "Categories",
  allCategories: "All categories",
  readLabel: "Read Article",
  rssLabel: "Subscribe via RSS",
  feedTitle: "Gateway Tech Enterprises Blog",
  feedDescription: "Articles on web design, SEO, paid advertising, custom software, e-commerce and UX for Atlanta small businesses.",
  newsletter: {
    title: "Get new articles by e-mail",
    description: "One short e-mail when we publish something useful. No spam; unsubscribe in one click.",
  },
  closing: {
    type: "cta",
    title: "Have a question an article didn't answer?",
    description: "Tell us about your business and we'll give you a straight answer in a free consultation, usually within 24 hours.",
    ctas: [
      { label: "Get a Free Consultation", href: inquiryHref(), icon: "ArrowRight" },
      { label: "Explore Services", href: "/services" },
    ],
  } satisfies Block,
} as const;

export const postPage = {
  minRead: (minutes: number) => `${minutes} min read`,
  by: "By",
  tagsHeading: "Tags",
  shareHeading: "Share this article",
  relatedHeading: "Related articles",
  backToBlog: "Back to Blog",
  consultation: {
    title: "Want help putting this into practice?",
    description: "Our Atlanta team offers a free, no-pressure consultation. We'll look at your situation and tell you what we'd do first.",
    label: "Schedule a Free Consultation",
    href: inquiryHref(),
  },
  notFound: {
    title: "Post Not Found",
    description: "The blog post you're looking for doesn't exist.",
    link: "Back to Blog",
    contact: "Looking for something specific? Search the site or contact us and we'll point you to it.",
  },
  unavailable: {
    description: "The blog post you're looking for doesn't exist.",
    detail: "Our blog is briefly unavailable. Please try again in a minute.",
  },
} as const;

/** The three networks a post can be shared to; {url} and {title} are filled in URL-encoded. */
export const shareNetworks = [
  { name: "X", label: "Share on X", template: "https://x.com/intent/post?text={title}&url={url}" },
  { name: "Facebook", label: "Share on Facebook", template: "https://www.facebook.com/sharer/sharer.php?u={url}&quote={title}" },
  { name: "LinkedIn", label: "Share on LinkedIn", template: "https://www.linkedin.com/shareArticle?mini=true&url={url}&title={title}" },
] as const;

/** Icon shown beside each category in the sidebar and on cards. */
export const categoryIcons: Record<BlogCategory, "Briefcase" | "Layout" | "Code" | "Megaphone" | "ShoppingCart" | "Palette"> = {
  "Business Strategy": "Briefcase",
  "Web Design": "Layout",
  "Software Development": "Code",
  "Digital Marketing": "Megaphone",
  "E-commerce": "ShoppingCart",
  "UI/UX Design": "Palette",
};

export const searchPage = {
  seo: {
    title: "Search",
    description: "Search the Gateway Tech Enterprises website: services, pricing, Atlanta pages and blog articles.",
    path: "/search",
  } satisfies PageSeo,
  hero: {
    type: "hero",
    eyebrow: "Search",
    title: "Search the site",
    description: "Find our services, Atlanta pages and blog articles. Use quotes for an exact phrase and a minus sign to leave a word out.",
  } satisfies Block,
  label: "Search terms",
  placeholder: "Try “SEO”, “website leasing” or “Shopify”",
  button: "Search",
  resultsFor: "Results for",
  count: (n: number) => (n === 1 ? "1 result" : `${n} results`),
  /** Over results that run to several pages: "Results 11–20 of 34". */
  range: (from: number, to: number, total: number) => `Results ${from}–${to} of ${total}`,
  /** When more match than a search lists (src/lib/search-query.ts MAX_RESULTS): "Results 11–20 of more than 200". */
  rangeOfMore: (from: number, to: number, listed: number) => `Results ${from}–${to} of more than ${listed}`,
  narrow: (listed: number) =>
    `So many articles match that the best ${listed} among the newest are listed. Add a word, or put a phrase in quotes, to find older ones.`,
  /** A page number past any search's last page (404). */
  outOfRange: {
    title: "That page of results doesn't exist",
    description: (maxPages: number) => `A search lists at most ${maxPages} pages of results.`,
    first: "See the first page of results",
  },
  pastEnd: (pageCount: number) =>
    `There ${pageCount === 1 ? "is only one page" : `are only ${pageCount} pages`} of results for this search, so here is the last one.`,
  pagerLabel: "Search results pages",
  empty: "No pages or articles match your search. Check the spelling, try fewer or more general words, or ask us directly.",
  error: "Search is briefly unavailable. Please try again in a minute, or browse the links below.",
  kind: { post: "Article", page: "Page" },
  suggestionsHeading: "Popular pages",
  suggestions: [
    { label: "All services", href: "/services" },
    { label: "SEO services", href: "/services/seo" },
    { label: "Web design", href: "/services/web-design" },
    { label: "Website leasing", href: "/website-leasing" },
    { label: "Blog", href: "/blog" },
    { label: "Contact us", href: "/contact" },
  ],
  closing: {
    type: "cta",
    title: "Can't find what you need?",
    description: "Ask us directly. We answer every message within 24 hours on business days.",
    ctas: [{ label: "Contact Us", href: inquiryHref(), icon: "ArrowRight" }],
  } satisfies Block,
} as const;
