// The passkey ceremonies of /verify/passkey (an administrator's second step) and of the console's
// Security page: the options the page was rendered with go to the browser's WebAuthn prompt
// (through SimpleWebAuthn), and its answer to the page's action. The server decides everything.
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { actions } from "astro:actions";
import { passkeyStepPage, securityPage } from "@/content/passkeys";

type Mode = "register" | "authenticate" | "add";

async function answer(mode: Mode, optionsJSON: never) {
  return mode === "authenticate" ? startAuthentication({ optionsJSON }) : startRegistration({ optionsJSON });
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
      const response = await answer(mode, JSON.parse(optionsText) as never);
      const name = root.querySelector<HTMLInputElement>("input[name=name]")?.value;
      const { data, error } = mode === "add" ? await actions.admin.addPasskey({ answer: response, name }) : await actions.passkeyStep({ answer: response });
      if (!error && data?.status === "success") {
        say(data.message ?? "");
        // The console reloads to list the new passkey; the sign-in goes on where the visitor was going.
        window.location.replace(mode === "add" ? "/admin/security?notice=passkey-added" : (root.dataset.next ?? "/"));
        return;
      }
      say(data?.message ?? (mode === "add" ? securityPage.notAdded : passkeyStepPage.refused));
      // A refused answer used up its challenge: a new one comes with the page.
      if (mode !== "add") window.location.replace(`${window.location.pathname}?next=${encodeURIComponent(root.dataset.next ?? "/")}&failed=1`);
    } catch (err) {
      say(canceled(err) ? passkeyStepPage.canceled : passkeyStepPage.refused);
    } finally {
      button.disabled = false;
    }
  });
}

for (const root of document.querySelectorAll<HTMLElement>("[data-passkey-step]")) wire(root);
