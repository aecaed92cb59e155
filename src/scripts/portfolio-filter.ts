// The portfolio's category filter for a verified visitor (the case studies arrive in a server
// island after the page loads, so the clicks are caught on the document). The cards that do not
// match leave the list and come back in their order, as the filter rule says: All shows every
// card, any other filter the cards of exactly that category.
import { showingText } from "@/content/portfolio";

const everyCard = new WeakMap<HTMLElement, HTMLElement[]>();

document.addEventListener("click", (event) => {
  const button = (event.target as Element).closest<HTMLButtonElement>("button[data-filter]");
  const root = button?.closest<HTMLElement>("[data-portfolio-filter]");
  const grid = root?.querySelector<HTMLElement>("#portfolio-grid");
  if (!button || !root || !grid) return;
  const filter = button.dataset.filter ?? "All";
  if (!everyCard.has(grid)) everyCard.set(grid, [...grid.querySelectorAll<HTMLElement>(":scope > li")]);
  const shown = everyCard.get(grid)!.filter((li) => filter === "All" || li.dataset.category === filter);
  grid.replaceChildren(...shown);
  for (const b of root.querySelectorAll<HTMLButtonElement>("button[data-filter]")) b.setAttribute("aria-pressed", String(b === button));
  const status = root.querySelector("[data-filter-status]");
  if (status) status.textContent = showingText(shown.length, filter);
});
