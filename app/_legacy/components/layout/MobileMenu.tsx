"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { Menu, X } from "lucide-react";
import type { NavLink } from "@/content/types";

/** The phone-width menu: a disclosure that closes on navigation and on Escape. */
export function MobileMenu({ links, quote }: { links: readonly NavLink[]; quote: NavLink }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [lastPath, setLastPath] = useState(pathname);

  // Navigating closes the menu (adjusting state during render, as React recommends).
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
      >
        {open ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
        <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
      </button>
      <nav id={id} aria-label="Mobile" hidden={!open} className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white shadow-lg">
        <ul className="container-page space-y-1 py-4">
          {links.map((l) => (
            <li key={l.href}>
              <Link href={l.href} onClick={() => setOpen(false)} className="block rounded-lg px-3 py-3 text-lg font-medium text-slate-800 hover:bg-slate-100">
                {l.label}
              </Link>
            </li>
          ))}
          <li className="pt-2">
            <Link href={quote.href} onClick={() => setOpen(false)} className="block rounded-lg bg-brand-700 px-3 py-3 text-center text-lg font-semibold text-white">
              {quote.label}
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
