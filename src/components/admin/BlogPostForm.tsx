import { useState, type FormEvent } from "react";
import { idleState, type FormState } from "@/lib/forms";
import { Field, SelectField, TextareaField } from "@/components/forms/Field";
import { FormAlert } from "@/components/forms/FormKit";
import { postBodySizeError } from "@/lib/post-body-limit";
import { adminButton } from "./ui";

export type PostFormValues = {
  id?: string;
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  category: string;
  tags: string;
  keywords: string;
  metaDescription: string;
  featuredImageUrl: string;
  publishedDate: string;
  published: boolean;
  format: "html" | "markdown";
  body: string;
};

const formats = [
  { value: "html", label: "HTML" },
  { value: "markdown", label: "Markdown" },
] as const;

/** Preview and Save; the one pressed says so while its post is on the way. */
function Buttons({ pending: intent }: { pending: string | null }) {
  // Not `disabled`: a control disabled before the browser reads the form would drop the pressed
  // button's intent from the post.
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" name="intent" value="preview" aria-disabled={intent !== null} className={adminButton.secondary}>
        {intent === "preview" ? "Rendering preview..." : "Preview"}
      </button>
      <button type="submit" name="intent" value="save" aria-disabled={intent !== null} className={adminButton.primary}>
        {intent === "save" ? "Saving..." : "Save post"}
      </button>
    </div>
  );
}

/**
 * Create or edit a post: a plain POST to the save action on its own page (`action`), answered with the preview,
 * or the field errors with everything sent back, or goes back to the list. Preview shows the body
 * exactly as the blog will (sanitised on the server). Works with JavaScript off; hydrated, it
 * checks the body's size first and shows the pending text.
 */
export function BlogPostForm({
  initial,
  categories,
  action,
  result: state = idleState,
}: {
  initial: PostFormValues;
  categories: readonly string[];
  action: string;
  result?: FormState;
}) {
  const sv = state.values;
  const v = {
    ...initial,
    ...(sv
      ? {
          ...sv,
          published: sv.published === "on",
          format: (sv.format === "markdown" ? "markdown" : "html") as PostFormValues["format"],
        }
      : {}),
  };
  const [tooLong, setTooLong] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  // A body far over the limit would be refused by the server before the action could answer
  // (413, no message), so the browser checks the size first, with the server's own message.
  const checkSize = (event: FormEvent<HTMLFormElement>) => {
    const body = event.currentTarget.elements.namedItem("body") as HTMLTextAreaElement | null;
    const message = body ? postBodySizeError(body.value.trim()) : null;
    if (!message) {
      setTooLong(null);
      // The page answers with a new document; until then the pressed button says what is happening.
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      setPending(submitter instanceof HTMLButtonElement ? submitter.value : "save");
      return;
    }
    event.preventDefault();
    setTooLong(message);
    body?.focus();
  };
  const e: Record<string, string | undefined> = { ...state.fieldErrors, ...(tooLong ? { body: tooLong } : {}) };
  const previewHtml = state.status === "success" ? state.data?.previewHtml : undefined;
  return (
    <div className="space-y-6">
      <FormAlert state={state} />
      {previewHtml !== undefined ? (
        <section aria-labelledby="preview-heading" className="rounded-xl border-2 border-dashed border-brand-700 bg-white p-4 sm:p-6" data-testid="post-preview">
          <h2 id="preview-heading" className="text-sm font-bold tracking-wide text-brand-800 uppercase">
            Preview: {v.title}
          </h2>
          <div className="prose-body mt-4 max-w-3xl" dangerouslySetInnerHTML={{ __html: previewHtml }} />
        </section>
      ) : null}
      <form method="post" action={action} onSubmit={checkSize} noValidate className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" aria-label="Blog post">
        {v.id ? <input type="hidden" name="id" value={v.id} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="title" label="Title" required maxLength={200} defaultValue={v.title} error={e.title} className="sm:col-span-2" />
          <Field name="slug" label="Slug" maxLength={80} defaultValue={v.slug} hint="The address: /blog/your-slug. Leave blank to make it from the title." error={e.slug} />
          <Field name="author" label="Author" required maxLength={100} defaultValue={v.author} error={e.author} />
          <SelectField name="category" label="Category" required options={categories.map((c) => ({ value: c, label: c }))} placeholder="Choose a category" defaultValue={v.category} error={e.category} />
          <Field name="publishedDate" label="Published date" type="date" required defaultValue={v.publishedDate} error={e.publishedDate} hint="A future date keeps the post off the blog until that day." />
          <TextareaField name="excerpt" label="Excerpt" required rows={3} maxLength={500} defaultValue={v.excerpt} error={e.excerpt} className="sm:col-span-2" />
          <Field name="tags" label="Tags" maxLength={500} defaultValue={v.tags} hint="Separated by commas." error={e.tags} />
          <Field name="keywords" label="Keywords" maxLength={500} defaultValue={v.keywords} hint="For search engines, separated by commas." error={e.keywords} />
          <TextareaField name="metaDescription" label="Meta description" rows={2} maxLength={300} defaultValue={v.metaDescription} error={e.metaDescription} className="sm:col-span-2" />
          <Field name="featuredImageUrl" label="Featured image URL" maxLength={500} defaultValue={v.featuredImageUrl} hint="https://… or a path on this site such as /blog/my-image.jpg (1200×630)." error={e.featuredImageUrl} className="sm:col-span-2" />
          <SelectField name="format" label="Body format" required options={formats} placeholder="Choose a format" defaultValue={v.format} error={e.format} />
          <div className="flex items-end">
            <label className="inline-flex min-h-11 items-center gap-2 font-medium text-slate-800">
              <input type="checkbox" name="published" defaultChecked={v.published} className="h-5 w-5 rounded border-slate-400" />
              Published (visible on the blog)
            </label>
          </div>
          <TextareaField name="body" label="Body" required rows={18} defaultValue={v.body} error={e.body} className="font-mono sm:col-span-2" hint="Scripts, styles, event handlers and unsafe links are removed when the post is saved." />
        </div>
        <Buttons pending={pending} />
      </form>
    </div>
  );
}
