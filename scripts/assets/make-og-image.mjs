// Draws public/og-image-default.jpg (1200x630), the default social preview image.
// Run: node scripts/assets/make-og-image.mjs  (sharp comes with Astro)
import sharp from "sharp";

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <radialGradient id="g1" cx="85%" cy="10%" r="70%"><stop offset="0" stop-color="#0891b2" stop-opacity="0.75"/><stop offset="1" stop-color="#0891b2" stop-opacity="0"/></radialGradient>
    <radialGradient id="g2" cx="5%" cy="100%" r="60%"><stop offset="0" stop-color="#0e7490" stop-opacity="0.6"/><stop offset="1" stop-color="#0e7490" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1200" height="630" fill="#020617"/>
  <rect width="1200" height="630" fill="url(#g1)"/>
  <rect width="1200" height="630" fill="url(#g2)"/>
  <g transform="translate(90 110)">
    <rect width="96" height="96" rx="22" fill="#0e7490"/>
    <path d="M27 72V42a21 21 0 0 1 42 0v30" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round"/>
    <path d="M48 72V54" stroke="#67e8f9" stroke-width="9" stroke-linecap="round"/>
  </g>
  <text x="90" y="310" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff">Gateway Tech Enterprises</text>
  <text x="90" y="380" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#a5f3fc">Technology consulting and web services</text>
  <text x="90" y="425" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#a5f3fc">for Atlanta businesses</text>
  <text x="90" y="540" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" fill="#cbd5e1">Web design · Custom software · SEO · Hosting · Equity partnerships</text>
</svg>`;

await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toFile("public/og-image-default.jpg");
console.log("public/og-image-default.jpg written");
