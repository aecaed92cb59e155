import { MAX_QUERY_LENGTH } from "@/lib/search-query";

type Props = { id: string; className: string; defaultValue?: string; placeholder?: string };

/** The field of every search form on the site: `q` for /search, no longer than the search reads. */
export function QueryInput({ id, className, defaultValue, placeholder }: Props) {
  return (
    <input
      id={id}
      name="q"
      type="search"
      maxLength={MAX_QUERY_LENGTH}
      autoComplete="off"
      defaultValue={defaultValue}
      placeholder={placeholder}
      className={className}
    />
  );
}
