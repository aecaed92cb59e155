import { formattedAddress, site } from "@/content/site";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { EmailLink } from "@legacy/components/ui/EmailLink";

/** Phone, e-mail, address and hours from the one source of business facts. */
export function ContactBlock({ dark = false }: { dark?: boolean }) {
  const item = `flex items-start gap-3 rounded-xl p-5 ${dark ? "bg-white/5 text-slate-100" : "border border-slate-200 bg-white text-slate-800"}`;
  const icon = `mt-0.5 h-5 w-5 shrink-0 ${dark ? "text-brand-300" : "text-brand-700"}`;
  const link = `font-semibold underline-offset-2 hover:underline ${dark ? "text-white" : "text-brand-800"}`;
  return (
    <ul role="list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <li className={item}>
        <Phone aria-hidden="true" className={icon} />
        <div>
          <p className="font-semibold">Call us</p>
          <a href={site.phone.href} className={link}>
            {site.phone.display}
          </a>
        </div>
      </li>
      <li className={item}>
        <Mail aria-hidden="true" className={icon} />
        <div>
          <p className="font-semibold">E-mail</p>
          <EmailLink address={site.email} className={link} />
        </div>
      </li>
      <li className={item}>
        <MapPin aria-hidden="true" className={icon} />
        <div>
          <p className="font-semibold">Visit</p>
          <address className="not-italic">{formattedAddress}</address>
        </div>
      </li>
      <li className={item}>
        <Clock aria-hidden="true" className={icon} />
        <div>
          <p className="font-semibold">Hours</p>
          <p>{site.hours.weekdays}</p>
          <p>{site.hours.weekend}</p>
        </div>
      </li>
    </ul>
  );
}
