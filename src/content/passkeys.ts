import type { PageSeo } from "@/lib/seo";

/** Copy of /verify/passkey, the administrator's second step (decision 0024). */
export const passkeyStepPage = {
  seo: {
    title: "Confirm with your passkey",
    description: "The second step of an administrator's sign-in.",
    path: "/verify/passkey",
  } satisfies PageSeo,
  eyebrow: "Administrators",
  title: "Confirm with your passkey",
  intro: "Your administrator code was accepted. The console opens once your passkey confirms it is you.",
  authenticate: "Use the passkey you registered for this address: your device asks for your fingerprint, face or PIN.",
  authenticateButton: "Use my passkey",
  register: "This address has no passkey yet. Create one now on this device: from now on, your code and this passkey sign you in.",
  registerButton: "Create a passkey",
  recoveryNeeded:
    "This code is not bound to your address and your address has no passkey. Ask the site's operator for a recovery code (npm run invite -- --recovery your address), then enter it below.",
  noscript: "The passkey step needs JavaScript, which is off in this browser. Turn it on for this site and reload this page; nothing else is needed.",
  working: "Waiting for your passkey...",
  refused: "That passkey was not accepted, so you are not signed in as an administrator. Try again, or use a recovery code.",
  expired: "This sign-in has expired or was already finished. Enter your administrator code again.",
  again: "Enter your code again",
  canceled: "The passkey prompt was closed without an answer. Try again when you are ready.",
  unsupported: "This browser cannot use passkeys. Use a current browser, or a recovery code to register one from another device.",
  recoveryTitle: "Lost your passkey?",
  recoveryLabel: "Recovery code",
  recoverySubmit: "Use recovery code",
  recoveryBlank: "Please enter the recovery code.",
  recoveryInvalid: "That recovery code is not valid for this address, or has expired.",
  recoveryTooMany: "Too many wrong recovery codes. Enter your administrator code again.",
  recovered: "Recovery code accepted. Create a new passkey on this device to finish signing in.",
} as const;

/** Copy of the console's passkey page. */
export const securityPage = {
  title: "Security",
  heading: "Passkeys",
  description:
    "Administrators sign in with their code and then a passkey. Each passkey belongs to one address; a lost one is replaced with a recovery code (npm run invite -- --recovery).",
  listHeading: "Registered passkeys",
  empty: "No passkeys yet.",
  addHeading: "Add a passkey",
  addText: "Register another device (a phone, a security key) for your address, so losing one does not lock you out.",
  addButton: "Add a passkey",
  nameLabel: "Name (optional)",
  added: "Passkey added.",
  notAdded: "The new passkey was not accepted. Nothing was added.",
  noscript: "Adding a passkey needs JavaScript. Removing one works without it.",
} as const;
