import { describe, expect, it } from "vitest";
import { sanitizePostHtml } from "@/server/blog/sanitize";
import { absoluteUrl } from "@/lib/site-url";

/** Payloads from the usual XSS cheat sheets; none may survive with anything executable. */
const payloads = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=//evil.example/xss.js></SCRIPT>`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `<img src=x onerror=alert(1)>`,
  `<img src="x" ONERROR="alert(1)">`,
  `<img src="javascript:alert(1)">`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<img src=x:alert(alt) onerror=eval(src) alt=0>`,
  `<a href="javascript:alert(1)">click</a>`,
  `<a href="JaVaScRiPt:alert(1)">click</a>`,
  `<a href=" javascript:alert(1)">click</a>`,
  `<a href="java&#x09;script:alert(1)">click</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>`,
  `<a href="vbscript:msgbox(1)">click</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>`,
  `<a href="//evil.example">protocol-relative</a>`,
  `<svg onload=alert(1)>`,
  `<svg><script>alert(1)</script></svg>`,
  `<svg><animate onbegin=alert(1) attributeName=x dur=1s>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<style>body{background:url("javascript:alert(1)")}</style>`,
  `<p style="background-image:url(javascript:alert(1))">styled</p>`,
  `<div style="position:fixed;inset:0;z-index:9999">overlay</div>`,
  `<p class="fixed inset-0 z-50">class injection</p>`,
  `<iframe src="https://evil.example"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<object data="evil.swf"></object><embed src="evil.swf">`,
  `<body onload=alert(1)>`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror=alert(1)></video>`,
  `<form action="javascript:alert(1)"><button>go</button></form>`,
  `<input autofocus onfocus=alert(1)>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<base href="javascript:alert(1)//">`,
  `<link rel=stylesheet href="https://evil.example/x.css">`,
  `<a href="https://ok.example" onclick="alert(1)" onmouseover="alert(1)">link</a>`,
  `<p id="main" name="x">clobber</p>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<template><script>alert(1)</script></template>`,
  `"><script>alert(1)</script>`,
  `<!--<img src=x onerror=alert(1)>-->`,
];

const dangerous = [
  /<script/i,
  /<style/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<svg/i,
  /<math/i,
  /<form/i,
  /<input/i,
  /<meta/i,
  /<base/i,
  /<link/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /\sstyle\s*=/i,
  /\sclass\s*=/i,
  /\sid\s*=/i,
  /\ssrcdoc\s*=/i,
  /href="\/\//i,
];

describe("sanitizePostHtml", () => {
  it.each(payloads)("neutralises %s", (payload) => {
    const out = sanitizePostHtml(payload);
    for (const pattern of dangerous) expect(out, `${pattern} in ${out}`).not.toMatch(pattern);
    // The result is stable: sanitising twice gives the same HTML (it is sanitised on write and on render).
    expect(sanitizePostHtml(out)).toBe(out);
  });

  it("keeps the article markup a post needs", () => {
    const html =
      `<h2>Plan</h2><p>Read <strong>this</strong> and <em>that</em>.</p><ul><li>One</li></ul><ol start="2"><li>Two</li></ol>` +
      `<blockquote><p>Quote</p></blockquote><pre><code>npm run build</code></pre>` +
      `<table><thead><tr><th scope="col">Plan</th></tr></thead><tbody><tr><td>$299</td></tr></tbody></table>` +
      `<figure><img src="/blog/chart.jpg" alt="Chart" width="800" height="400" /><figcaption>Chart</figcaption></figure>` +
      `<p><a href="/contact">Contact us</a> or <a href="mailto:hello@gatewaytech.example">e-mail</a> or <a href="tel:+14045550142">call</a>.</p>`;
    const out = sanitizePostHtml(html);
    for (const part of [
      "<h2>Plan</h2>",
      "<strong>this</strong>",
      '<ol start="2">',
      "<blockquote>",
      "<pre><code>",
      '<th scope="col">',
      '<img src="/blog/chart.jpg" alt="Chart" width="800" height="400" loading="lazy" />',
      "<figcaption>",
      '<a href="/contact">',
      'href="mailto:hello@gatewaytech.example"',
      'href="tel:+14045550142"',
    ]) {
      expect(out).toContain(part);
    }
  });

  it("marks links to other sites noopener noreferrer, and only those", () => {
    const out = sanitizePostHtml(
      `<a href="https://developers.google.com/search" rel="opener">Google</a> <a href="/services/seo" rel="noopener">SEO</a> <a href="${absoluteUrl("/blog")}">own site</a>`,
    );
    expect(out).toContain(`<a href="https://developers.google.com/search" rel="noopener noreferrer">Google</a>`);
    expect(out).toContain(`<a href="/services/seo">SEO</a>`);
    expect(out).toContain(`<a href="${absoluteUrl("/blog")}">own site</a>`);
  });

  it("turns an h1 into an h2 (the title is the page's h1) and drops script text", () => {
    expect(sanitizePostHtml("<h1>Big</h1><script>var secret = 1;</script>")).toBe("<h2>Big</h2>");
    expect(sanitizePostHtml("")).toBe("");
  });
});
