import { Share2 } from "lucide-react";
import { postPage, shareNetworks } from "@/content/blog";

/** Share URL for a network: the title and the page URL, each URL-encoded. */
function shareUrl(template: string, title: string, url: string) {
  return template.replace("{url}", encodeURIComponent(url)).replace("{title}", encodeURIComponent(title));
}

/** Plain links to three networks (no scripts, no tracking). */
export function ShareLinks({ title, url }: { title: string; url: string }) {
  return (
    <section aria-labelledby="share-heading" className="rounded-2xl border border-slate-200 bg-slate-50 p-6" data-testid="share-links">
      <h2 id="share-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Share2 aria-hidden="true" className="h-5 w-5 text-brand-700" />
        {postPage.shareHeading}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {shareNetworks.map((n) => (
          <li key={n.name}>
            <a
              href={shareUrl(n.template, title, url)}
              rel="noopener noreferrer"
              target="_blank"
              className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-brand-800 hover:border-brand-700"
            >
              {n.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
