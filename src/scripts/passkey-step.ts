// The passkey ceremonies of /verify/passkey (an administrator's second step), of the console's
// Security page and of its confirm step: the options the page was rendered with go to the
// browser's WebAuthn prompt (through SimpleWebAuthn), and its answer to the page's action. The
// server decides everything.
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { actions } from "astro:actions";
import { passkeyStepPage, securityPage } from "@/content/passkeys";

type Mode = "register" | "authenticate" | "add" | "confirm";

async function answer(mode: Mode, optionsJSON: never) {
  return mode === "authenticate" || mode === "confirm" ? startAuthentication({ optionsJSON }) : startRegistration({ optionsJSON });
}

type Answer = Awaited<ReturnType<typeof answer>>;

/** The page's action for an answer, and where the browser goes once it is accepted. */
async function send(root: HTMLElement, mode: Mode, response: Answer) {
  if (mode === "add") {
    const name = root.querySelector<HTMLInputElement>("input[name=name]")?.value;
    return { ...(await actions.admin.addPasskey({ answer: response, name })), next: "/admin/security?notice=passkey-added" };
  }
  if (mode === "confirm") {
    // The action that waited for the confirmation has run by now; its page is the answer's.
    const { do: action, id, next } = root.dataset;
    const sent = await actions.admin.confirmPasskey({ answer: response, do: action, id, next });
    return { ...sent, next: sent.data?.data?.redirectTo ?? next ?? "/admin" };
  }
  return { ...(await actions.passkeyStep({ answer: response })), next: root.dataset.next ?? "/" };
}

/** Whether the browser's prompt was closed or refused (nothing to report as a server refusal). */
const canceled = (err: unknown) => err instanceof Error && (err.name === "NotAllowedError" || err.name === "AbortError");

function wire(root: HTMLElement) {
  const mode = root.dataset.mode as Mode;
  const button = root.querySelector<HTMLButtonElement>("[data-passkey-start]");
  const status = root.querySelector<HTMLElement>("[data-passkey-status]");
  const optionsText = root.querySelector("script[data-passkey-options]")?.textContent;
  if (!button || !status || !optionsText) return;
  const say = (text: string) => (status.textContent = text);
  if (!browserSupportsWebAuthn()) return say(passkeyStepPage.unsupported);
  button.hidden = false;
  button.addEventListener("click", async () => {
    button.disabled = true;
    say(passkeyStepPage.working);
    try {
      const { data, error, next } = await send(root, mode, await answer(mode, JSON.parse(optionsText) as never));
      // Signing in again after a session ended (decision 0067): the post the page kept goes again,
      // saved with the new session, or back to the code step without one; never a page that drops it.
      const resume = root.dataset.resume ? document.getElementById(root.dataset.resume) : null;
      if (resume instanceof HTMLFormElement) return resume.submit();
      if (!error && data?.status === "success") {
        say(data.message ?? "");
        // The console reloads to list the new passkey; the sign-in and the confirmation go on where the administrator was going.
        window.location.replace(next);
        return;
      }
      say(data?.message ?? (mode === "add" ? securityPage.notAdded : passkeyStepPage.refused));
      // A refused answer used up its challenge: a new one comes with the page.
      if (mode === "confirm") {
        const again = new URL(window.location.href);
        again.searchParams.set("failed", "1");
        window.location.replace(again);
      } else if (mode !== "add") window.location.replace(`${window.location.pathname}?next=${encodeURIComponent(root.dataset.next ?? "/")}&failed=1`);
    } catch (err) {
      say(canceled(err) ? passkeyStepPage.canceled : passkeyStepPage.refused);
    } finally {
      button.disabled = false;
    }
  });
}

for (const root of document.querySelectorAll<HTMLElement>("[data-passkey-step]")) wire(root);
