import { describe, expect, it } from "vitest";
import { RenderQueue } from "@/server/render-queue";

/** A render that runs until the test lets it finish. */
function held() {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { render: () => done, finish };
}

describe("render queue", () => {
  it("drops a waiting render the moment its client leaves, so it never counts against the waiting limit", async () => {
    const queue = new RenderQueue({ concurrency: 1, maxWaiting: 1, perClient: 10 });
    const running = held();
    const first = queue.run("a", new AbortController().signal, running.render);
    const leaving = new AbortController();
    const abandoned = queue.run("b", leaving.signal, held().render);
    expect(queue.state.waiting).toBe(1);
    leaving.abort();
    expect(await abandoned).toBe("gone");
    expect(queue.state.waiting).toBe(0);
    // The place the departed client held is free for a live visitor at once.
    const live = held();
    const next = queue.run("c", new AbortController().signal, live.render);
    expect(queue.state.waiting).toBe(1);
    running.finish();
    live.finish();
    expect(await first).toBe("done");
    expect(await next).toBe("done");
  });

  it("refuses a render at once when every slot is taken and the waiting room is full", async () => {
    const queue = new RenderQueue({ concurrency: 1, maxWaiting: 1, perClient: 10 });
    const running = held();
    const signal = new AbortController().signal;
    const runs = [queue.run("a", signal, running.render), queue.run("b", signal, running.render)];
    expect(await queue.run("c", signal, running.render)).toBe("busy");
    expect(queue.state.full).toBe(true);
    running.finish();
    expect(await Promise.all(runs)).toEqual(["done", "done"]);
  });

  it("runs one client's renders past its share only after its own, while another client's render starts at once", async () => {
    const queue = new RenderQueue({ concurrency: 3, maxWaiting: 10, perClient: 2 });
    const running = held();
    const signal = new AbortController().signal;
    const greedy = [1, 2, 3].map(() => queue.run("greedy", signal, running.render));
    expect(queue.state.rendering).toBe(2);
    const other = held();
    const visitor = queue.run("visitor", signal, other.render);
    expect(queue.state.rendering).toBe(3);
    other.finish();
    expect(await visitor).toBe("done");
    running.finish();
    expect(await Promise.all(greedy)).toEqual(["done", "done", "done"]);
  });

  it("tells a client with twice its share under way that the site is busy", async () => {
    const queue = new RenderQueue({ concurrency: 8, maxWaiting: 64, perClient: 2 });
    const running = held();
    const signal = new AbortController().signal;
    const greedy = [1, 2, 3, 4].map(() => queue.run("greedy", signal, running.render));
    expect(await queue.run("greedy", signal, running.render)).toBe("busy");
    running.finish();
    await Promise.all(greedy);
  });
});
