import type { EditorUploadAnswer } from "@/lib/post-preview";

/** Where the editor uploads an image without leaving the page (src/pages/admin/blog/upload.ts). */
export const EDITOR_UPLOAD_PATH = "/admin/blog/upload";

export type SentUpload = { status: number; answer: EditorUploadAnswer | null };

/**
 * Posts one image to the in-place upload, telling `onProgress` the share sent (0 to 1) as it
 * goes: XMLHttpRequest, since fetch reports no upload progress. Resolves with the status and the
 * JSON answer (null when the answer was not one: a refused size, a lost session, a fault);
 * rejects only when the connection failed.
 */
export function sendUpload(use: "featured" | "body", data: FormData, onProgress: (share: number) => void): Promise<SentUpload> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${EDITOR_UPLOAD_PATH}?use=${use}`);
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let answer: EditorUploadAnswer | null = null;
      if ((xhr.getResponseHeader("content-type") ?? "").startsWith("application/json")) {
        try {
          answer = JSON.parse(xhr.responseText) as EditorUploadAnswer;
        } catch {
          answer = null;
        }
      }
      resolve({ status: xhr.status, answer });
    };
    xhr.onerror = () => reject(new Error("upload connection failed"));
    xhr.send(data);
  });
}
