/** Resolves once the client has taken what was sent to it (the production server's socket: App.Locals.drained). */
export type Drained = () => Promise<void> | undefined;

/**
 * A response body made a part at a time (a part is a batch of lines). The first part is made
 * before this resolves, so a database that does not answer is the caller's to answer (503) before
 * anything is sent. Each later part is asked of `parts` only when the reader wants more and once
 * the client has taken the part before (`drained`), so a slow client holds back the database
 * reads instead of filling memory. A part that fails fails the stream, which cuts the download
 * before its end; a reader that stops (a client hanging up) ends `parts`, which closes what it
 * had open in its `finally`.
 */
export async function pacedStream(parts: AsyncGenerator<readonly string[]>, drained?: Drained): Promise<ReadableStream<Uint8Array>> {
  let head: IteratorResult<readonly string[]> | null = await parts.next();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let next = head;
        head = null;
        if (!next) {
          await drained?.();
          next = await parts.next();
        }
        if (next.done) controller.close();
        else controller.enqueue(utf8(next.value));
      },
      async cancel() {
        await parts.return(undefined);
      },
    },
    // Nothing is made ahead of the reader.
    { highWaterMark: 0 },
  );
}

/**
 * The lines as UTF-8, written one by one into a buffer of their size: joined first, a batch
 * would be one string too large for V8's young generation, made straight into the old one,
 * where garbage waits for a full collection.
 */
function utf8(lines: readonly string[]): Uint8Array {
  const out = Buffer.allocUnsafe(lines.reduce((n, line) => n + Buffer.byteLength(line), 0));
  let at = 0;
  for (const line of lines) at += out.write(line, at);
  return out;
}
