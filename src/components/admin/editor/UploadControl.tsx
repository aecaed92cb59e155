import { adminButton } from "../ui";
import type { InPlaceUpload, UploadUse } from "./useInPlaceUpload";

/**
 * An image field's upload button and its status line. Without JavaScript the button posts the
 * whole form with `intent=upload` (the page uploads and comes back to the editor); hydrated, it
 * uploads in place and the status line, read out as it changes, says how far it is.
 */
export function UploadControl({ use, label, upload, pending }: { use: UploadUse; label: string; upload: InPlaceUpload; pending: string | null }) {
  const id = `upload-${use}`;
  const working = upload.busy === use || pending === id;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="submit"
        name="intent"
        value="upload"
        data-pending={id}
        aria-disabled={pending !== null || upload.busy !== null}
        onClick={upload.onUpload(use)}
        className={adminButton.secondary}
      >
        {working ? "Uploading..." : label}
      </button>
      <p role="status" className="text-sm text-slate-700" data-testid={`${id}-status`}>
        {upload.status[use]}
      </p>
    </div>
  );
}
