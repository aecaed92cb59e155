// The browser runs HTML, CSS and JavaScript (React) and nothing else: no plug-in content and no
// retired scripting, which browsers no longer support or keep secure.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { filesUnder } from "../support/source-files";

describe("client-side technology", () => {
  it("includes no plug-in, applet, Flash, Silverlight, ActiveX or VBScript, in the source or the public files", () => {
    const pluginElement = /<(object|embed|applet)[\s>]/i;
    const retired = /\.(swf|xap)\b|x-shockwave-flash|x-silverlight|ActiveXObject|text\/vbscript|\bjavaws\b/i;
    const offenders = [...filesUnder("src"), ...filesUnder("public")].filter((f) => {
      if (/\.(swf|xap|jar|class)$/i.test(f)) return true;
      if (!/\.(ts|tsx|mjs|astro|html|css|svg|md|mdx|json|txt)$/.test(f)) return false;
      const text = fs.readFileSync(f, "utf8");
      return retired.test(text) || (/\.(astro|tsx|html|svg|md|mdx)$/.test(f) && pluginElement.test(text));
    });
    expect(offenders).toEqual([]);
  });
  it("runs no code made from text: no eval, new Function or string timer, on the server or in the browser", () => {
    const dynamic = /\beval\(|new Function\(|set(Timeout|Interval)\(\s*["'`]/;
    const code = [...filesUnder("src"), "server.mjs"].filter((f) => /\.(ts|tsx|mjs|astro)$/.test(f) && dynamic.test(fs.readFileSync(f, "utf8")));
    expect(code).toEqual([]);
  });
});
