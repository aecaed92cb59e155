// Draws the blog's featured images (1200x630 JPEG) into public/blog/:
//  - one per seed article, at the path its module names in `featuredImage`
//    (src/content/blog-posts/*.ts: slug, title, category and featuredImage are read from the source),
//  - one per category, public/blog/category-<name>.jpg, for posts written in the console without an image.
// Run: node scripts/assets/make-blog-images.mjs   (sharp comes with Astro)
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const postsDir = path.join(root, "src/content/blog-posts");
const outDir = path.join(root, "public/blog");

/** Accent colours and a drawn motif per category. */
const categories = {
  "Business Strategy": { from: "#0e7490", to: "#164e63", accent: "#67e8f9", motif: "strategy" },
  "Web Design": { from: "#0891b2", to: "#1e3a8a", accent: "#a5f3fc", motif: "browser" },
  "Software Development": { from: "#4338ca", to: "#1e1b4b", accent: "#c7d2fe", motif: "code" },
  "Digital Marketing": { from: "#0f766e", to: "#134e4a", accent: "#99f6e4", motif: "chart" },
  "E-commerce": { from: "#047857", to: "#064e3b", accent: "#a7f3d0", motif: "cart" },
  "UI/UX Design": { from: "#a21caf", to: "#3b0764", accent: "#f5d0fe", motif: "wireframe" },
};

const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function wrap(text, max) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if ((line + " " + word).trim().length > max && line) {
      lines.push(line);
      line = word;
    } else line = (line + " " + word).trim();
  }
  if (line) lines.push(line);
  return lines;
}

function motif(kind, accent) {
  const st = (w) => `stroke="${accent}" stroke-width="${w}" fill="none" stroke-linecap="round" stroke-linejoin="round"`;
  const s = st(6);
  switch (kind) {
    case "browser":
      return `<rect x="0" y="0" width="300" height="220" rx="18" ${s}/><path d="M0 50h300" ${s}/>
        <circle cx="28" cy="25" r="7" fill="${accent}"/><circle cx="52" cy="25" r="7" fill="${accent}" opacity=".7"/><circle cx="76" cy="25" r="7" fill="${accent}" opacity=".4"/>
        <rect x="28" y="78" width="130" height="18" rx="9" fill="${accent}" opacity=".8"/><rect x="28" y="110" width="220" height="12" rx="6" fill="${accent}" opacity=".4"/>
        <rect x="28" y="134" width="190" height="12" rx="6" fill="${accent}" opacity=".4"/><rect x="28" y="168" width="90" height="30" rx="10" fill="${accent}"/>`;
    case "code":
      return `<path d="M90 40 20 110l70 70M210 40l70 70-70 70M170 20 130 200" ${st(10)}/>`;
    case "chart":
      return `<path d="M0 220h300M0 0v220" ${s}/><rect x="30" y="140" width="42" height="80" rx="6" fill="${accent}" opacity=".45"/>
        <rect x="95" y="100" width="42" height="120" rx="6" fill="${accent}" opacity=".6"/><rect x="160" y="60" width="42" height="160" rx="6" fill="${accent}" opacity=".8"/>
        <rect x="225" y="20" width="42" height="200" rx="6" fill="${accent}"/><path d="M30 120 110 80l60 10 90-80" ${s}/>`;
    case "cart":
      return `<path d="M10 30h45l35 130h150l30-100H75" ${st(9)}/><circle cx="110" cy="200" r="18" ${s}/><circle cx="220" cy="200" r="18" ${s}/>
        <path d="M120 95h120M128 125h100" ${s} opacity=".6"/>`;
    case "wireframe":
      return `<rect x="0" y="0" width="130" height="220" rx="16" ${s}/><rect x="160" y="0" width="140" height="100" rx="16" ${s}/>
        <rect x="160" y="120" width="140" height="100" rx="16" ${s}/><circle cx="65" cy="60" r="28" fill="${accent}" opacity=".7"/>
        <rect x="22" y="110" width="86" height="12" rx="6" fill="${accent}" opacity=".5"/><rect x="22" y="134" width="66" height="12" rx="6" fill="${accent}" opacity=".5"/>
        <path d="M190 50h80M190 170h60" ${s}/><path d="M250 150l30 30-14 4 10 20-8 4-10-20-10 10z" fill="${accent}"/>`;
    default:
      return `<circle cx="150" cy="110" r="105" ${s}/><circle cx="150" cy="110" r="65" ${s} opacity=".6"/>
        <path d="M150 110 215 45" ${st(9)}/><path d="M150 5v30M150 185v30M45 110h30M225 110h30" ${s}/>
        <circle cx="150" cy="110" r="12" fill="${accent}"/>`;
  }
}

function svgFor({ title, category }) {
  const c = categories[category] ?? categories["Business Strategy"];
  const lines = title ? wrap(title, 24).slice(0, 5) : [];
  const size = lines.length > 3 ? 44 : 50;
  const titleSvg = lines
    .map(
      (l, i) =>
        `<text x="80" y="${(lines.length > 3 ? 215 : 250) + i * (size + 14)}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" font-weight="700" fill="#ffffff">${esc(l)}</text>`,
    )
    .join("\n  ");
  const label = esc(category);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.from}"/><stop offset="1" stop-color="${c.to}"/></linearGradient>
    <radialGradient id="glow" cx="85%" cy="20%" r="60%"><stop offset="0" stop-color="#ffffff" stop-opacity=".18"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
    <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="#ffffff" opacity=".08"/></pattern>
  </defs>
  <rect width="1200" height="630" fill="#020617"/>
  <rect width="1200" height="630" fill="url(#bg)" opacity=".92"/>
  <rect width="1200" height="630" fill="url(#dots)"/>
  <rect width="1200" height="630" fill="url(#glow)"/>
  <g transform="translate(${title ? 890 : 450} ${title ? 330 : 200}) scale(${title ? 0.82 : 1})" opacity="${title ? 0.9 : 1}">${motif(c.motif, c.accent)}</g>
  <rect x="80" y="90" rx="22" width="${label.length * 15 + 48}" height="44" fill="#020617" opacity=".35"/>
  <text x="104" y="120" font-family="DejaVu Sans, Arial, sans-serif" font-size="24" font-weight="700" fill="${c.accent}" letter-spacing="1">${label.toUpperCase()}</text>
  ${titleSvg}
  <text x="80" y="570" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" fill="#e2e8f0">Gateway Tech Enterprises · Blog</text>
</svg>`;
}

function field(src, name) {
  const m = new RegExp(`\\b${name}:\\s*"((?:[^"\\\\]|\\\\.)*)"`).exec(src);
  return m ? JSON.parse(`"${m[1]}"`) : undefined;
}

async function write(file, svg) {
  await sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true, chromaSubsampling: "4:2:0" }).toFile(file);
  const kb = Math.round(fs.statSync(file).size / 1024);
  console.log(`${path.relative(root, file)} (${kb} KB)`);
}

fs.mkdirSync(outDir, { recursive: true });

const files = fs.existsSync(postsDir) ? fs.readdirSync(postsDir).filter((f) => f.endsWith(".ts") && !["index.ts", "types.ts"].includes(f)) : [];
for (const f of files.sort()) {
  const src = fs.readFileSync(path.join(postsDir, f), "utf8");
  const post = { slug: field(src, "slug"), title: field(src, "title"), category: field(src, "category"), image: field(src, "featuredImage") };
  if (!post.slug || !post.title || !post.category || !post.image?.startsWith("/blog/")) {
    console.warn(`skipped ${f}: slug, title, category or featuredImage under /blog/ not found`);
    continue;
  }
  await write(path.join(root, "public", post.image), svgFor(post));
}

for (const category of Object.keys(categories)) {
  const name = category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  await write(path.join(outDir, `category-${name}.jpg`), svgFor({ title: "", category }));
}
