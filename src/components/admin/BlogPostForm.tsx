import { useRef, useState, type FormEvent } from "react";
import { fieldErrorsOf, idleState, type FormState } from "@/lib/forms";
import { Field, SelectField, TextareaField } from "@/components/forms/Field";
import { FormAlert } from "@/components/forms/FormKit";
import { postBodySizeError } from "@/lib/post-body-limit";
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, formatMegabytes, imageFileError, isSitePath } from "@/lib/media";
import { bodyImageAltSchema, postImagesSchema } from "@/lib/schemas/post-images";
import { decodePreview } from "@/lib/post-preview";
import { draftKey } from "@/lib/console-drafts";
import { adminButton } from "./ui";
import { DraftBanner } from "./DraftBanner";
import { LivePreview } from "./editor/LivePreview";
import { UploadControl } from "./editor/UploadControl";
import { useInPlaceUpload } from "./editor/useInPlaceUpload";
import { useDraft } from "./useDraft";
import { useKeepAlive } from "./useKeepAlive";

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
  featuredImageAlt: string;
  publishedDate: string;
  published: boolean;
  format: "html" | "markdown";
  body: string;
};

const formats = [
  { value: "html", label: "HTML" },
  { value: "markdown", label: "Markdown" },
] as const;

const fileHint = `JPEG, PNG, WebP or AVIF, up to ${formatMegabytes(IMAGE_MAX_BYTES)}. Its location and camera details are removed.`;

/** Preview and Save; the one pressed says so while its post is on the way. */
function Buttons({ pending }: { pending: string | null }) {
  // Not `disabled`: a control disabled before the browser reads the form would drop the pressed
  // button's intent from the post.
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" name="intent" value="preview" aria-disabled={pending !== null} className={adminButton.secondary}>
        {pending === "preview" ? "Rendering preview..." : "Preview"}
      </button>
      <button type="submit" name="intent" value="save" aria-disabled={pending !== null} className={adminButton.primary}>
        {pending === "save" ? "Saving..." : "Save post"}
      </button>
    </div>
  );
}

/** The first field, in the form's order, that has a message. */
function firstWithError(form: HTMLFormElement, errors: Record<string, string>): HTMLElement | null {
  for (const el of Array.from(form.elements)) {
    const name = (el as HTMLInputElement).name;
    if (name && errors[name] && el instanceof HTMLElement) return el;
  }
  return null;
}

/**
 * Create or edit a post: a plain multipart POST to its own page (`action`), answered with the
 * preview, or the field errors with everything sent back, or an upload's result, or goes back to
 * the list. Images are uploaded with the post: a featured image, and images for the body, added
 * at its end in the body's format (src/server/admin/operations/blog.ts); hydrated, an upload
 * happens in place and a body image goes in at the cursor (./editor/useInPlaceUpload.ts). The
 * preview beside the form shows the post as the blog will (./editor/LivePreview.tsx). Works
 * with JavaScript off; hydrated, it checks the body's size, the chosen files and the images' rules first (the server's own
 * messages and schema: src/lib/schemas/post-images.ts) and shows the pending text.
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
  const bodyImageAlt = sv?.bodyImageAlt ?? "";
  const [checked, setChecked] = useState<Record<string, string> | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const upload = useInPlaceUpload();
  // Nothing typed is lost: the session stays alive while the owner types, and a draft is kept (decision 0067).
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useDraft(formRef, draftKey("blog-post", v.id));
  useKeepAlive();
  // What the server would refuse, found before the post leaves: a body over the size limit (the
  // server would refuse the whole request before the action could answer), a file of the wrong
  // type or too large, an image without alt text or from another site.
  const check = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const intent = submitter instanceof HTMLButtonElement ? submitter.value : "preview";
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null;
    const fileOf = (name: string) => (field(name) as HTMLInputElement | null)?.files?.[0] ?? null;
    const errors: Record<string, string> = {};
    const featured = fileOf("featuredImageFile");
    const forBody = fileOf("bodyImageFile");
    if (featured) {
      const message = imageFileError(featured);
      if (message) errors.featuredImageFile = message;
    }
    if (forBody) {
      const message = imageFileError(forBody);
      if (message) errors.bodyImageFile = message;
      const alt = bodyImageAltSchema.safeParse(field("bodyImageAlt")?.value ?? "");
      if (!alt.success) errors.bodyImageAlt = fieldErrorsOf(alt.error).form;
    }
    if (intent === "upload" && !featured && !forBody) {
      errors[submitter instanceof HTMLButtonElement && submitter.dataset.pending === "upload-featured" ? "featuredImageFile" : "bodyImageFile"] =
        "Choose an image to upload first.";
    }
    const body = field("body")?.value.trim() ?? "";
    if (intent !== "upload") {
      const tooLong = postBodySizeError(body);
      if (tooLong) errors.body = tooLong;
      const images = postImagesSchema.safeParse({
        // A featured image on its way replaces the address typed.
        featuredImageUrl: featured ? "/featured-image-being-uploaded" : (field("featuredImageUrl")?.value ?? ""),
        featuredImageAlt: field("featuredImageAlt")?.value ?? "",
        format: field("format")?.value === "markdown" ? "markdown" : "html",
        body,
      });
      if (!images.success) for (const [name, message] of Object.entries(fieldErrorsOf(images.error))) errors[name] ??= message;
    }
    if (Object.keys(errors).length === 0) {
      setChecked(null);
      // The page answers with a new document; until then the pressed button says what is happening.
      setPending(submitter instanceof HTMLButtonElement ? (submitter.dataset.pending ?? submitter.value) : "preview");
      return;
    }
    event.preventDefault();
    setChecked(errors);
    firstWithError(form, errors)?.focus();
  };
  const e: Record<string, string | undefined> = { ...(checked ?? state.fieldErrors ?? {}), ...upload.errors };
  const alert: FormState = checked ? { status: "error", message: "Please correct the highlighted fields." } : state;
  const preview = state.status === "success" ? decodePreview(state.data?.preview) : null;
  const snippet = state.data?.snippet;
  const shownImage = upload.featuredUrl ?? (v.featuredImageUrl && isSitePath(v.featuredImageUrl) ? v.featuredImageUrl : null);
  return (
    // The form and its preview side by side on a wide screen; anything else (the alert) spans both.
    <div className="space-y-6 lg:grid lg:grid-cols-2 lg:items-start lg:gap-6 lg:space-y-0 lg:[&>:not(form,[data-column])]:col-span-2">
      <FormAlert state={alert} />
      <DraftBanner offer={draft} />
      <form
        ref={formRef}
        method="post"
        action={action}
        encType="multipart/form-data"
        onSubmit={check}
        noValidate
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        aria-label="Blog post"
      >
        {/* Enter in a text field presses the form's first button: make that Preview, never an upload. */}
        <button type="submit" name="intent" value="preview" hidden tabIndex={-1} aria-hidden="true" />
        {v.id ? <input type="hidden" name="id" value={v.id} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="title" label="Title" required maxLength={200} defaultValue={v.title} error={e.title} className="sm:col-span-2" />
          <Field
            name="slug"
            label="Slug"
            maxLength={80}
            defaultValue={v.slug}
            hint="The address: /blog/your-slug. Leave blank to make it from the title."
            error={e.slug}
          />
          <Field name="author" label="Author" required maxLength={100} defaultValue={v.author} error={e.author} />
          <SelectField
            name="category"
            label="Category"
            required
            options={categories.map((c) => ({ value: c, label: c }))}
            placeholder="Choose a category"
            defaultValue={v.category}
            error={e.category}
          />
          <Field
            name="publishedDate"
            label="Published date"
            type="date"
            required
            defaultValue={v.publishedDate}
            error={e.publishedDate}
            hint="A future date keeps the post off the blog until that day."
          />
          <TextareaField
            name="excerpt"
            label="Excerpt"
            required
            rows={3}
            maxLength={500}
            defaultValue={v.excerpt}
            error={e.excerpt}
            className="sm:col-span-2"
          />
          <Field name="tags" label="Tags" maxLength={500} defaultValue={v.tags} hint="Separated by commas." error={e.tags} />
          <Field
            name="keywords"
            label="Keywords"
            maxLength={500}
            defaultValue={v.keywords}
            hint="For search engines, separated by commas."
            error={e.keywords}
          />
          <TextareaField
            name="metaDescription"
            label="Meta description"
            rows={2}
            maxLength={300}
            defaultValue={v.metaDescription}
            error={e.metaDescription}
            className="sm:col-span-2"
          />
          <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4 sm:col-span-2" data-testid="featured-image-fields">
            <legend className="px-1 font-semibold text-slate-900">Featured image</legend>
            {shownImage ? (
              // The image as it is now (an upload's widest variant, or a path on this site); its alt text is in the field below.
              <img src={shownImage} alt="" className="h-28 w-auto rounded-lg border border-slate-200 object-cover" data-testid="featured-image-current" />
            ) : null}
            <Field
              name="featuredImageFile"
              label="Upload a featured image"
              type="file"
              accept={IMAGE_ACCEPT}
              hint={`${fileHint} At least 1200 pixels wide looks best.`}
              error={e.featuredImageFile}
            />
            <Field
              name="featuredImageUrl"
              label="Featured image address"
              maxLength={500}
              defaultValue={v.featuredImageUrl}
              hint="Filled in by the upload. Or a path on this site, such as /blog/my-image.jpg. Leave blank for none."
              error={e.featuredImageUrl}
            />
            <Field
              name="featuredImageAlt"
              label="Featured image alt text"
              maxLength={300}
              defaultValue={v.featuredImageAlt}
              hint="What the picture shows, for people who cannot see it. Needed with an image."
              error={e.featuredImageAlt}
            />
            <UploadControl use="featured" label="Upload featured image" upload={upload} pending={pending} />
          </fieldset>
          <SelectField name="format" label="Body format" required options={formats} placeholder="Choose a format" defaultValue={v.format} error={e.format} />
          <div className="flex items-end">
            <label className="inline-flex min-h-11 items-center gap-2 font-medium text-slate-800">
              <input type="checkbox" name="published" defaultChecked={v.published} className="h-5 w-5 rounded border-slate-400" />
              Published (visible on the blog)
            </label>
          </div>
          <TextareaField
            name="body"
            label="Body"
            required
            rows={18}
            defaultValue={v.body}
            error={e.body}
            className="font-mono sm:col-span-2"
            hint="Scripts, styles, event handlers and unsafe links are removed when the post is saved. Images must be uploaded here, each with alt text."
          />
          <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4 sm:col-span-2" data-testid="body-image-fields">
            <legend className="px-1 font-semibold text-slate-900">Add an image to the body</legend>
            {snippet ? (
              <Field
                name="imageSnippet"
                label="Added at the end of the body"
                readOnly
                value={snippet}
                hint="Cut it from there and paste it where the image belongs."
                data-testid="image-snippet"
              />
            ) : null}
            <Field name="bodyImageFile" label="Image for the body" type="file" accept={IMAGE_ACCEPT} hint={fileHint} error={e.bodyImageFile} />
            <Field
              name="bodyImageAlt"
              label="Its alt text"
              maxLength={300}
              defaultValue={bodyImageAlt}
              hint="What the picture shows, for people who cannot see it."
              error={e.bodyImageAlt}
            />
            <UploadControl use="body" label="Upload and add to the body" upload={upload} pending={pending} />
          </fieldset>
        </div>
        <Buttons pending={pending} />
      </form>
      <LivePreview initial={v} rendered={preview} />
    </div>
  );
}
