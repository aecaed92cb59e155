import { CaseStudyTeasers } from "@/components/sections/CaseStudyTeasers";
import { trustedByTeasers } from "@/content/case-studies";
import { LockedPanel } from "./LockedPanel";

/** The home page's "Trusted by" for a visitor without an invitation: three results without names, then the way in. */
export function LockedClients({ returnTo }: { returnTo?: string }) {
  return (
    <div data-testid="clients-locked">
      <CaseStudyTeasers teasers={trustedByTeasers} />
      <div className="mt-10">
        <LockedPanel area="home-clients" returnTo={returnTo} />
      </div>
    </div>
  );
}
