import PQueue from "p-queue";

/**
 * The renders of one server process: at most `concurrency` at a time and `maxWaiting` more
 * waiting; past that a visitor is told at once that the site is busy, rather than a server that
 * slows down for everyone. One client address has at most `perClient` renders running or waiting
 * in that shared queue; a few more of its requests (a page's server islands) wait in its own line
 * behind them, and past that it is the one told it is busy, so a client with a hundred
 * connections cannot take every slot. A waiting render whose client hung up leaves at that moment
 * (its signal aborts), wherever it waits, so dead entries never hold a place.
 *
 * Loaded by the production server (server.mjs) as plain TypeScript: no path aliases here.
 */
export type RenderQueueOptions = { concurrency: number; maxWaiting: number; perClient: number };

/** How a render went: run, refused for want of room ("busy"), or dropped because its client left ("gone"). */
export type RenderOutcome = "done" | "busy" | "gone";

export type RenderQueueState = { rendering: number; waiting: number; maxRendering: number; maxWaiting: number; full: boolean };

export class RenderQueue {
  readonly #shared: PQueue;
  /** Each client's own line, in front of the shared queue, and how many of its renders are in either. */
  readonly #lines = new Map<string, { line: PQueue; entries: number }>();
  #entries = 0;
  readonly options: RenderQueueOptions;

  constructor(options: RenderQueueOptions) {
    this.options = options;
    this.#shared = new PQueue({ concurrency: options.concurrency });
  }

  /** Runs `render` when a slot is free, unless there is no room for it or `signal` aborts first. */
  async run(client: string, signal: AbortSignal, render: () => Promise<void>): Promise<RenderOutcome> {
    if (signal.aborted) return "gone";
    const { perClient } = this.options;
    const mine = this.#lines.get(client) ?? { line: new PQueue({ concurrency: perClient }), entries: 0 };
    if (mine.entries >= 2 * perClient || (this.#mustWait() && this.state.waiting >= this.options.maxWaiting)) return "busy";
    mine.entries += 1;
    this.#entries += 1;
    this.#lines.set(client, mine);
    try {
      await mine.line.add(() => this.#shared.add(render, { signal }), { signal });
      return "done";
    } catch (err) {
      if (signal.aborted) return "gone";
      throw err;
    } finally {
      this.#entries -= 1;
      if (--mine.entries === 0) this.#lines.delete(client);
    }
  }

  #mustWait() {
    return this.#shared.pending >= this.options.concurrency;
  }

  get state(): RenderQueueState {
    const { concurrency, maxWaiting } = this.options;
    const rendering = this.#shared.pending;
    const waiting = this.#entries - rendering;
    return { rendering, waiting, maxRendering: concurrency, maxWaiting, full: rendering >= concurrency && waiting >= maxWaiting };
  }
}
