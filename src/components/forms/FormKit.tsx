import { AlertCircle, CheckCircle2 } from "lucide-react";
import type { FormState } from "@/lib/forms";
import { buttonStyles } from "@/components/ui/ButtonLink";

/** Submit button that shows the spec's pending text ("Sending...", "Verifying...") and disables itself. */
export function SubmitButton({
  label,
  pendingLabel,
  pending = false,
  className = "",
}: {
  label: string;
  pendingLabel: string;
  pending?: boolean;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      className={`${buttonStyles.primary} disabled:cursor-wait disabled:opacity-70 ${className}`}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}

/** The form-level message: success in green, failure in red, announced to screen readers. */
export function FormAlert({ state }: { state: FormState }) {
  if (!state.message || state.status === "idle") return null;
  const ok = state.status === "success";
  return (
    <div
      role={ok ? "status" : "alert"}
      className={`flex items-start gap-2 rounded-lg border p-4 font-medium ${ok ? "border-green-300 bg-green-50 text-green-900" : "border-red-300 bg-red-50 text-red-800"}`}
      data-testid={ok ? "form-success" : "form-error"}
    >
      {ok ? <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" /> : <AlertCircle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />}
      <p>{state.message}</p>
    </div>
  );
}
