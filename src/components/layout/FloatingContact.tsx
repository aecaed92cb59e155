import { Mail, MessageCircle, MessageSquareText, Phone, Send, X } from "lucide-react";
import { contactWays as copy } from "@/content/navigation";
import { site } from "@/content/site";

const PANEL_ID = "floating-contact";

/** Call, text (the live chat), e-mail and the contact page, as links. */
function ContactLinks({ itemClass, iconClass }: { itemClass: string; iconClass: string }) {
  return (
    <>
      <li>
        <a href={site.phone.href} className={itemClass}>
          <Phone aria-hidden="true" className={iconClass} />
          {copy.call(site.phone.display)}
        </a>
      </li>
      <li>
        {/* The number is in the label, so a computer that cannot open sms: still shows where to text. */}
        <a href={site.chat.href} className={itemClass}>
          <MessageSquareText aria-hidden="true" className={iconClass} />
          {copy.text(site.phone.display)}
        </a>
      </li>
      <li>
        <a href={`mailto:${site.email}`} className={itemClass}>
          <Mail aria-hidden="true" className={iconClass} />
          {copy.email}
        </a>
      </li>
      <li>
        <a href="/contact" className={itemClass}>
          <Send aria-hidden="true" className={iconClass} />
          {copy.page}
        </a>
      </li>
    </>
  );
}

/**
 * The floating contact widget: call, text, e-mail or the contact page, one tap away. A popover,
 * so it needs no script: Escape or a click outside closes it. It is a round button shown only
 * from 1440 px, where the page's margin (80 px beside the 1280 px column) holds it; on narrower
 * screens any floating button covers the text being read at some scroll position, so there the
 * header's call and contact links and the ContactBar at the end of the page take its place.
 */
export function FloatingContact() {
  const item = "flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 font-medium text-slate-800 hover:bg-brand-50";
  return (
    <div className="group/contact fixed right-4 bottom-4 z-30 hidden min-[90rem]:block print:hidden" data-testid="floating-contact">
      <div id={PANEL_ID} popover="auto" className="inset-auto right-4 bottom-22 m-0 w-64 rounded-2xl border border-slate-200 bg-white p-3 shadow-xl">
        <p className="px-3 pt-1 pb-2 text-sm text-slate-600">{site.hours.liveChat}</p>
        <ul>
          <ContactLinks itemClass={item} iconClass="h-5 w-5 text-brand-700" />
        </ul>
      </div>
      <button
        type="button"
        popoverTarget={PANEL_ID}
        className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800"
      >
        <MessageCircle aria-hidden="true" className="h-6 w-6 group-has-[:popover-open]/contact:hidden" />
        <X aria-hidden="true" className="hidden h-6 w-6 group-has-[:popover-open]/contact:block" />
        <span className="sr-only group-has-[:popover-open]/contact:hidden">Contact us</span>
        <span className="sr-only hidden group-has-[:popover-open]/contact:inline">Close</span>
      </button>
    </div>
  );
}

/** The floating widget's counterpart below 1440 px: the same ways to reach us, at the end of every page, in the flow of the page. */
export function ContactBar() {
  const item = "flex min-h-12 items-center gap-3 rounded-xl bg-white/10 px-4 py-3 font-semibold text-white hover:bg-white/20";
  return (
    <aside aria-labelledby="contact-bar-heading" className="bg-brand-900 py-8 min-[90rem]:hidden print:hidden" data-testid="contact-bar">
      <div className="container-page">
        <h2 id="contact-bar-heading" className="text-lg font-bold text-white">
          {copy.heading}
        </h2>
        <p className="mt-1 text-sm text-brand-100">{site.hours.liveChat}</p>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          <ContactLinks itemClass={item} iconClass="h-5 w-5 text-brand-200" />
        </ul>
      </div>
    </aside>
  );
}
