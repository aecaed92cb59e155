"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { Mail, MessageCircle, MessageSquareText, Phone, Send, X } from "lucide-react";
import { site } from "@/content/site";

/** The floating contact widget: call, text (the live chat), e-mail or the contact page, one tap away on every route. */
export function FloatingContact() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  // Escape closes the open widget from wherever focus is, and focus goes back to its button.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const item = "flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 font-medium text-slate-800 hover:bg-brand-50";
  return (
    <div className="fixed right-4 bottom-4 z-30 flex flex-col items-end gap-3 print:hidden">
      <div id={id} hidden={!open} className="w-64 rounded-2xl border border-slate-200 bg-white p-3 shadow-xl">
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
            <Link href="/contact" className={item} onClick={() => setOpen(false)}>
              <Send aria-hidden="true" className="h-5 w-5 text-brand-700" />
              Contact page
            </Link>
          </li>
        </ul>
      </div>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex h-14 items-center gap-2 rounded-full bg-brand-700 px-5 font-semibold text-white shadow-lg hover:bg-brand-800"
      >
        {open ? <X aria-hidden="true" className="h-5 w-5" /> : <MessageCircle aria-hidden="true" className="h-5 w-5" />}
        <span>{open ? "Close" : "Contact us"}</span>
      </button>
    </div>
  );
}
