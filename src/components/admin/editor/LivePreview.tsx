import { useEffect, useRef, useState } from "react";
import { actions } from "astro:actions";
import type { PostPreviewData } from "@/lib/post-preview";
import { PostPreview, type PreviewFields, type PreviewState } from "./PostPreview";

/** How long typing pauses before the body is rendered again. */
const RENDER_AFTER_MS = 350;

const fieldNames = ["title", "excerpt", "author", "category", "publishedDate", "tags", "featuredImageAlt"] as const;

function fieldsOf(form: HTMLFormElement): PreviewFields {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return Object.fromEntries(fieldNames.map((n) => [n, text(n)])) as PreviewFields;
}

/** What the server renders: the body in its format, and the featured image. */
function renderedPart(form: HTMLFormElement): FormData {
  const all = new FormData(form);
  const part = new FormData();
  for (const name of ["body", "format", "featuredImageUrl"]) part.set(name, String(all.get(name) ?? ""));
  return part;
}

const keyOf = (part: FormData) => ["body", "format", "featuredImageUrl"].map((n) => part.get(n)).join("\u0000");

/**
 * The preview beside the editor's form (two columns on a wide screen, below the form on a narrow
 * one: the form's container lays them out). Before hydration, and without JavaScript, it is what
 * the page rendered (the Preview button's answer, or the fields with a note); hydrated, it
 * follows the form as the owner types: the fields at once, the body and featured picture rendered
 * by the server after a pause (`actions.admin.previewPost`), the answer to the latest request only.
 */
export function LivePreview({ initial, rendered: first }: { initial: PreviewFields; rendered: PostPreviewData | null }) {
  const box = useRef<HTMLDivElement>(null);
  const [fields, setFields] = useState(initial);
  const [rendered, setRendered] = useState(first);
  const [state, setState] = useState<PreviewState>("idle");

  useEffect(() => {
    const form = box.current?.parentElement?.querySelector("form");
    if (!form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let latest = 0;
    let renderedKey: string | null = null;
    const render = async (part: FormData) => {
      const ask = ++latest;
      setState("updating");
      try {
        const { data, error } = await actions.admin.previewPost(part);
        if (ask !== latest) return;
        if (data) setRendered(data);
        else renderedKey = null;
        setState(data && !error ? "idle" : "failed");
      } catch {
        if (ask !== latest) return;
        renderedKey = null;
        setState("failed");
      }
    };
    const follow = (wait: number) => {
      setFields(fieldsOf(form));
      const part = renderedPart(form);
      const key = keyOf(part);
      if (key === renderedKey) return;
      renderedKey = key;
      clearTimeout(timer);
      timer = setTimeout(() => void render(part), wait);
    };
    const onEdit = () => follow(RENDER_AFTER_MS);
    // Hydrated: the preview catches up with the form at once (the stored post, or what the browser restored).
    follow(0);
    form.addEventListener("input", onEdit);
    form.addEventListener("change", onEdit);
    return () => {
      clearTimeout(timer);
      form.removeEventListener("input", onEdit);
      form.removeEventListener("change", onEdit);
    };
  }, []);

  return (
    <div ref={box} data-column className="min-w-0 lg:sticky lg:top-4">
      <PostPreview fields={fields} rendered={rendered} state={state} />
    </div>
  );
}
