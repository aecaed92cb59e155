/** The cookie banner and its settings panel (spec §2 and §4). */
export const cookieBannerCopy = {
  title: "We value your privacy",
  settingsTitle: "Cookie Preferences",
  text: "We use necessary cookies to run this site and, with your permission, analytics, marketing and functional cookies. Read our",
  policyLink: { label: "Privacy Policy", href: "/privacy-policy" },
  gpcNote: "Your browser sends Global Privacy Control, so analytics and marketing cookies stay off.",
  acceptAll: "Accept All Cookies",
  rejectAll: "Reject All",
  customize: "Customize",
  close: "Close and reject optional cookies",
  save: "Save Preferences",
  cancel: "Cancel",
  necessary: { label: "Necessary", description: "Security, the invitation session and this choice. Always on.", control: "Necessary cookies (always on)" },
  categories: [
    { key: "analytics", label: "Analytics", description: "Anonymous visit statistics that show us which pages help visitors.", gpcBlocks: true },
    { key: "marketing", label: "Marketing", description: "Ad measurement and remarketing on other sites.", gpcBlocks: true },
    { key: "functional", label: "Functional", description: "Remembers preferences such as form details you started.", gpcBlocks: false },
  ],
  gpcBlocked: " Off because your browser sends Global Privacy Control.",
} as const;
