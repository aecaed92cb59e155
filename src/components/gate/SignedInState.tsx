import { BadgeCheck, LogOut } from "lucide-react";
import { signedInState as copy } from "@/content/gate";
import { buttonStyles } from "@/components/ui/ButtonLink";

/**
 * /verify for a visitor already verified: which address they are signed in with, the way on (the
 * page they came from, the console for an administrator) and Sign out, instead of the code form.
 */
export function SignedInState({ email, admin, next }: { email: string; admin: boolean; next: string }) {
  return (
    <div role="status" className="rounded-2xl border border-green-300 bg-white p-8 shadow-sm sm:p-10" data-testid="signed-in-state">
      <h2 className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <BadgeCheck aria-hidden="true" className="h-6 w-6 shrink-0 text-green-800" />
        <span className="break-all">{copy.title(email)}</span>
      </h2>
      <p className="mt-3 text-slate-700">{admin ? copy.admin : copy.client}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={next} className={buttonStyles.primary}>
          {admin && next === "/admin" ? copy.console : copy.continueTo}
        </a>
        <form method="post" action="/logout">
          <button type="submit" className={buttonStyles.outline}>
            <LogOut aria-hidden="true" className="h-5 w-5" />
            {copy.signOut}
          </button>
        </form>
      </div>
      <p className="mt-4 text-sm text-slate-600">{copy.other}</p>
    </div>
  );
}
