import { Mail, MessageCircle, MessageSquareText, Phone, Send, X } from "lucide-react";
import { site } from "@/content/site";

const PANEL_ID = "floating-contact";

/**
 * The floating contact widget: call, text (the live chat), e-mail or the contact page, one tap
 * away on every route. A popover, so it needs no script: Escape or a click outside closes it.
 */
export function FloatingContact() {
  const item = "flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 font-medium text-slate-800 hover:bg-brand-50";
  return (
    <div className="group/contact fixed right-4 bottom-4 z-30 print:hidden">
      <div
        id={PANEL_ID}
        popover="auto"
        className="inset-auto right-4 bottom-22 m-0 w-64 rounded-2xl border border-slate-200 bg-white p-3 shadow-xl"
      >
        <p className="px-3 pt-1 pb-2 text-sm text-slate-600">{site.hours.liveChat}</p>
        <ul>
          <li>
            <a href={site.phone.href} className={item}>
              <Phone aria-hidden="true" className="h-5 w-5 text-brand-700" />
              Call {site.phone.display}
            </a>
          </li>
          <li>
            {/* The number is in the label, so a computer that cannot open sms: still shows where to text. */}
            <a href={site.chat.href} className={item}>
              <MessageSquareText aria-hidden="true" className="h-5 w-5 text-brand-700" />
              Text {site.phone.display}
            </a>
          </li>
          <li>
            <a href={`mailto:${site.email}`} className={item}>
              <Mail aria-hidden="true" className="h-5 w-5 text-brand-700" />
              E-mail us
            </a>
          </li>
          <li>
            <a href="/contact" className={item}>
              <Send aria-hidden="true" className="h-5 w-5 text-brand-700" />
              Contact page
            </a>
          </li>
        </ul>
      </div>
      <button
        type="button"
        popoverTarget={PANEL_ID}
        className="inline-flex h-14 items-center gap-2 rounded-full bg-brand-700 px-5 font-semibold text-white shadow-lg hover:bg-brand-800"
      >
        <MessageCircle aria-hidden="true" className="h-5 w-5 group-has-[:popover-open]/contact:hidden" />
        <X aria-hidden="true" className="hidden h-5 w-5 group-has-[:popover-open]/contact:block" />
        <span className="group-has-[:popover-open]/contact:hidden">Contact us</span>
        <span className="hidden group-has-[:popover-open]/contact:inline">Close</span>
      </button>
    </div>
  );
}
