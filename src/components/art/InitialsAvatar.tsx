/** "Andre Whitaker" → "AW": the first letters of the first and last names (titles such as "Dr." are skipped). */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => w && !w.endsWith("."));
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((w) => w[0].toUpperCase()).join("");
}

/**
 * A person shown honestly: their initials in a brand circle, never a stock photo. Decorative, as
 * the name is always written beside it.
 */
export function InitialsAvatar({ name, className = "h-16 w-16 text-xl" }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-brand-800 font-bold tracking-wide text-white ring-4 ring-brand-100 ${className}`}
    >
      {initials(name)}
    </span>
  );
}
