import { ArrowLeft } from "lucide-react";
import { buttonStyles } from "./ButtonLink";

/** Back to the page the visitor came from (an island: only a script can read the history). */
export function GoBackButton() {
  return (
    <button type="button" onClick={() => history.back()} className={buttonStyles.outline}>
      <ArrowLeft aria-hidden="true" className="h-5 w-5" />
      Go Back
    </button>
  );
}
