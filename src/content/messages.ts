/** User-facing messages whose exact words come from the original spec (§8). */
export const messages = {
  homeContactSuccess: "Thank you! We'll get back to you soon.",
  homeContactFailure: "Something went wrong. Please try again or call us directly.",
  contactPageSuccess: "Thank you for your message! We'll get back to you within 24 hours.",
  accessRequestFailure: "There was an error submitting your request. Please try again or contact us directly.",
  verifyBlank: "Please enter both invitation code and email address",
  verifyInvalid: "Invalid invitation code",
  verifyValidateError: "Error validating code. Please try again.",
  verifyUseError: "Error using invitation code",
  verifySessionError: "Error creating session. Please try again.",
  unexpected: "An unexpected error occurred. Please try again.",
  verifySuccess: "Successfully verified! Welcome to Gateway Tech Enterprises",
  adminSuccess: "Administrator access granted! Welcome.",
  adminPasskeyStep: "Administrator code accepted. One more step: confirm it is you with your passkey.",
  postNotFoundTitle: "Post Not Found",
  postNotFoundText: "The blog post you're looking for doesn't exist.",
} as const;
