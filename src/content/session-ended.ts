/** Copy of the answer to a console save that met an ended session (decision 0067). */
export const sessionEndedCopy = {
  title: "Sign in again",
  heading: "Sign in again to save your post",
  lead: "Your session ended. Sign in again to save your post.",
  kept: "Everything you sent is kept on this page and is saved as soon as you are signed in.",
  titleForm: "Sign in again",
  headingForm: "Sign in again to finish",
  leadForm: "Your session ended. Sign in again and what you sent goes through.",
  keptForm: "Everything you typed is kept on this page and sent again as soon as you are signed in.",
  signingInAs: "Signing in again as",
  codeLabel: "Administrator code",
  codeHint: "The code you sign in with. Your passkey comes next.",
  submit: "Continue",
  passkeyIntro: "Your code was accepted. Confirm with your passkey and what you sent goes through.",
  recoveryNeeded:
    "This address has no passkey, so this sign-in cannot finish here. Your post is below: copy it before you leave this page, then sign in on the Verify page.",
  notAdminCode: "That is not an administrator's code for this address. Enter the code you sign in to the console with.",
  keptHeading: "Your post",
  keptTitle: "Title",
  keptBody: "Body",
  filesDropped: "An image you had chosen was not uploaded. Choose it again once the post is saved.",
  refused: "The post could not be read. Go back to the editor and send it again.",
} as const;
