import type { ReactNode } from "react";
import { Accessibility, Lock, ShieldCheck } from "lucide-react";
import { footerNav } from "@/content/navigation";
import { formattedAddress, site } from "@/content/site";
import type { NavLink } from "@/content/types";
import { CookieSettingsButton } from "./CookieSettingsButton";
import { Logo } from "./Logo";
import { newsletterCopy } from "@/content/forms";
import { EmailLink } from "@/components/ui/EmailLink";

function LinkColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2">
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href} className="text-slate-300 hover:text-white">
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

const badges = [
  { icon: Lock, label: "SSL Secure" },
  { icon: ShieldCheck, label: "Privacy Protected" },
  { icon: Accessibility, label: "WCAG 2.1 AA" },
];

/**
 * The site footer. `newsletter` is the sign-up form (an island); `year` is the copyright's last
 * year, passed in so a prerendered page shows the year it was built.
 */
export function Footer({ newsletter, year }: { newsletter?: ReactNode; year: number }) {
  return (
    <footer className="bg-slate-950 text-slate-300">
      <section aria-labelledby="footer-newsletter-heading" className="border-b border-white/10">
        <div className="container-page grid gap-4 py-8 md:grid-cols-2 md:items-center md:gap-10">
          <div>
            <h2 id="footer-newsletter-heading" className="text-lg font-semibold text-white">
              {newsletterCopy.title}
            </h2>
            <p className="mt-1 text-sm text-slate-300">{newsletterCopy.text}</p>
          </div>
          {newsletter}
        </div>
      </section>
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <a href="/" className="inline-block rounded-md">
            <Logo light />
            <span className="sr-only"> home</span>
          </a>
          <p className="mt-4 max-w-sm">
            {site.name} is an Atlanta technology consulting and web agency. Since {site.foundingYear} we have helped local businesses win customers online with
            websites, software and marketing that pay for themselves.
          </p>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label="Trust badges">
            {badges.map(({ icon: I, label }) => (
              <li key={label} className="inline-flex items-center gap-1.5 rounded-full border border-white/15 px-3 py-1 text-xs font-medium text-slate-200">
                <I aria-hidden="true" className="h-3.5 w-3.5 text-brand-300" />
                {label}
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title="Core Services" links={footerNav.coreServices} />
        <LinkColumn title="Digital Marketing" links={footerNav.digitalMarketing} />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
          <address className="mt-4 space-y-2 not-italic">
            <p>
              <a href={site.phone.href} className="text-white hover:underline">
                {site.phone.display}
              </a>
            </p>
            <p>
              <EmailLink address={site.email} className="text-white hover:underline" />
            </p>
            <p>{formattedAddress}</p>
            <p>{site.hours.summary}</p>
            <p>NAICS {site.naics}</p>
          </address>
          <ul className="mt-4 space-y-2">
            {footerNav.company.map((l) => (
              <li key={l.href}>
                <a href={l.href} className="text-slate-300 hover:text-white">
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 pt-6 pb-24 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {site.foundingYear}–{year} {site.name}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2" aria-label="Legal">
            {footerNav.legal.map((l) => (
              <li key={l.href}>
                <a href={l.href} className="hover:text-white">
                  {l.label}
                </a>
              </li>
            ))}
            <li>
              <CookieSettingsButton className="hover:text-white" />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
