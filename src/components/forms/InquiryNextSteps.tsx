import { useEffect, useRef } from "react";
import { CheckCircle2 } from "lucide-react";
import { inquiryAnchor, inquiryNextSteps as copy } from "@/content/inquiry";

/**
 * What takes the inquiry form's place once it is sent, with or without JavaScript. It takes the
 * focus as it appears, so a keyboard or screen reader lands on the answer, not the page: the
 * island focuses it when it swaps it in, and the browser (autofocus) when a plain post's answer
 * loads. React applies autoFocus only to form controls, hence the effect.
 */
export function InquiryNextSteps({ message }: { message: string }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The form it replaces was taller: on a phone the visitor is scrolled down to where the Send
    // button was, and focus alone would leave the panel's heading above the screen.
    panel.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView({ block: "start", behavior: "instant" });
  }, []);
  return (
    <div
      ref={panel}
      role="status"
      tabIndex={-1}
      // The visitor's own send brought this here; their focus belongs on it, not on a vanished button.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      aria-labelledby="inquiry-next-title"
      data-testid="inquiry-next-steps"
      className="scroll-mt-20 rounded-2xl border border-green-300 bg-white p-6 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:p-8"
    >
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-green-700" />
        <div>
          <h2 id="inquiry-next-title" className="text-2xl font-bold text-slate-900">
            {copy.title}
          </h2>
          <p className="mt-1 font-medium text-green-900" data-testid="form-success">
            {message}
          </p>
        </div>
      </div>
      <ol className="mt-6 space-y-4">
        {copy.steps.map((step, i) => (
          <li key={step.title} className="flex gap-3">
            <span aria-hidden="true" className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800">
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1 text-slate-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-6 text-slate-700">{copy.urgent}</p>
      <a href={`/contact#${inquiryAnchor}`} className="mt-4 inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
        {copy.another}
      </a>
    </div>
  );
}
