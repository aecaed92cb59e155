// The buttons that open a popover (the phone menu, the contact widget) say whether it is open:
// browsers expose that to assistive technology themselves, but not as aria-expanded, which the
// site's tests and older screen readers read. One listener for every popover on the page.
// The script runs once the page has painted (decision 0022): a visitor may have opened a popover
// already, which needs no script, so each button starts from its popover's state as it is now.
for (const button of document.querySelectorAll<HTMLElement>("[popovertarget]")) {
  const popover = document.getElementById(button.getAttribute("popovertarget") ?? "");
  button.setAttribute("aria-expanded", String(popover?.matches(":popover-open") ?? false));
}
document.addEventListener(
  "toggle",
  (event) => {
    const target = event.target as HTMLElement;
    if (!target.id || !target.hasAttribute("popover")) return;
    const open = (event as ToggleEvent).newState === "open";
    for (const button of document.querySelectorAll<HTMLElement>(`[popovertarget="${target.id}"]`)) button.setAttribute("aria-expanded", String(open));
  },
  true,
);
