// An empty config of its own: without it Next.js finds the site's next.config.ts above this folder.
const config = {};
export default config;
