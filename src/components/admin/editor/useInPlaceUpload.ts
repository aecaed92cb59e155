import { useState, type MouseEvent } from "react";
import { fieldErrorsOf } from "@/lib/forms";
import { imageFileError } from "@/lib/media";
import { bodyImageAltSchema } from "@/lib/schemas/post-images";
import { insertBlock, setFieldValue } from "./insert-at-cursor";
import { sendUpload } from "./send-upload";

export type UploadUse = "featured" | "body";

const fileField = { featured: "featuredImageFile", body: "bodyImageFile" } as const;

const lostSession = "Your console session has ended, so the image was not uploaded. Sign in again in another tab, then upload it again: nothing here is lost.";
const failed = "The image could not be uploaded: the connection failed or the server did not answer. Nothing was changed; please try again.";
const tooLarge = "The image is larger than the editor takes. Please choose a smaller one.";

/**
 * The editor's uploads without a page load, once the island has hydrated: a press of an upload
 * button sends only that image (./send-upload.ts), says how far it is in the field's status line,
 * and on success fills the featured image address, or puts the image's snippet into the body
 * where the cursor is (its selection start, kept while the button has the focus). A refused file
 * gets its message next to its field, and nothing typed is touched. Without JavaScript the same
 * buttons post the whole form to the page, which adds a body image at the end of the body.
 */
export function useInPlaceUpload() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<UploadUse | null>(null);
  const [status, setStatus] = useState<Record<UploadUse, string>>({ featured: "", body: "" });
  const [featuredUrl, setFeaturedUrl] = useState<string | null>(null);

  const say = (use: UploadUse, text: string) => setStatus((s) => ({ ...s, [use]: text }));

  function refuse(form: HTMLFormElement, use: UploadUse, found: Record<string, string>) {
    setErrors(found);
    say(use, "The image was not uploaded.");
    const first = Object.keys(found)[0];
    (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  }

  async function upload(form: HTMLFormElement, use: UploadUse) {
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
    const input = field(fileField[use]) as HTMLInputElement | null;
    const file = input?.files?.[0];
    if (!input || !file) return refuse(form, use, { [fileField[use]]: "Choose an image to upload first." });
    const found: Record<string, string> = {};
    const wrongFile = imageFileError(file);
    if (wrongFile) found[fileField[use]] = wrongFile;
    const alt = use === "body" ? bodyImageAltSchema.safeParse(field("bodyImageAlt")?.value ?? "") : null;
    if (alt && !alt.success) found.bodyImageAlt = fieldErrorsOf(alt.error).form ?? "Please describe the image.";
    if (Object.keys(found).length > 0) return refuse(form, use, found);

    const data = new FormData();
    data.set("file", file);
    data.set("alt", field(use === "body" ? "bodyImageAlt" : "featuredImageAlt")?.value ?? "");
    data.set("format", field("format")?.value ?? "html");
    setErrors({});
    setBusy(use);
    say(use, `Uploading “${file.name}”...`);
    try {
      const sent = await sendUpload(use, data, (share) =>
        say(use, share < 1 ? `Uploading “${file.name}”: ${Math.round(share * 100)}%` : `Making the sizes of “${file.name}” for every screen...`),
      );
      const answer = sent.answer;
      if (!answer) return refuse(form, use, { [fileField[use]]: sent.status === 404 ? lostSession : sent.status === 413 ? tooLarge : failed });
      if (!answer.ok) return refuse(form, use, { [answer.field]: answer.message });
      input.value = "";
      if (use === "featured") {
        const address = field("featuredImageUrl");
        if (address) setFieldValue(address, answer.url);
        setFeaturedUrl(answer.url);
      } else {
        const body = field("body") as HTMLTextAreaElement | null;
        const altField = field("bodyImageAlt");
        if (body && answer.snippet) {
          const next = insertBlock(body.value, body.selectionStart, answer.snippet);
          setFieldValue(body, next.text);
          body.setSelectionRange(next.caret, next.caret);
        }
        if (altField) setFieldValue(altField, "");
      }
      say(use, answer.message);
    } catch {
      refuse(form, use, { [fileField[use]]: failed });
    } finally {
      setBusy(null);
    }
  }

  /** An upload button's click: the upload in place instead of the form's post. */
  const onUpload = (use: UploadUse) => (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    event.preventDefault();
    if (busy) return;
    void upload(form, use);
  };

  return { errors, busy, status, featuredUrl, onUpload };
}

export type InPlaceUpload = ReturnType<typeof useInPlaceUpload>;
