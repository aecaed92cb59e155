import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import astro from "eslint-plugin-astro";

/** src/server and src/components as an import names them: by the @ alias or by a relative path. */
// Astro's own runtime modules are a package's, not this site's server code.
const serverModules = ["@/server", "@/server/*", "**/server/*", "!react-dom/server", "!astro/runtime/server/*"];
const componentModules = ["@/components", "@/components/*", "**/components/*"];

/**
 * TypeScript's recommended rules, React's and its hooks' rules and the accessibility rules for
 * every .ts/.tsx file; Astro's recommended and accessibility rules for the `.astro` files (whose
 * types `astro check` checks).
 */
export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "dist-*/**",
      ".astro/**",
      "node_modules/**",
      "data/**",
      "data-*/**",
      "drizzle/**",
      "reports/**",
      "bench/tmp/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  ...tseslint.configs.recommended,
  // Loose equality converts types before comparing ("0" == 0, null == undefined): every comparison is strict.
  { files: ["**/*.{ts,tsx,mts,mjs,astro}"], rules: { eqeqeq: ["error", "always"] } },
  {
    files: ["**/*.{ts,tsx,mts}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    settings: { react: { version: "detect" } },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "react/prop-types": "off",
      // Lists styled without bullets lose their list semantics in Safari unless they say role="list";
      // console tables that become cards on a phone lose theirs to CSS display changes, so they
      // say theirs too (src/components/admin/ui.tsx).
      "jsx-a11y/no-redundant-roles": [
        "error",
        { nav: ["navigation"], ul: ["list"], ol: ["list"], table: ["table"], thead: ["rowgroup"], tbody: ["rowgroup"], th: ["columnheader"] },
      ],
      // A region that scrolls sideways (a console table on a phone) must take focus to be scrolled
      // from the keyboard (WCAG 2.1.1; axe's scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"] }],
      // A table shown as stacked cards on a phone restates its rows' and cells' roles, which a CSS
      // display change can drop in some browsers.
      "jsx-a11y/no-interactive-element-to-noninteractive-role": ["error", { tr: ["row"], td: ["cell"] }],
    },
  },
  // The route shells and layouts: Astro's parser, its recommended rules and its port of the
  // accessibility rules above.
  ...astro.configs["flat/recommended"],
  ...astro.configs["flat/jsx-a11y-recommended"],
  // The layers (decision 0019): components and the pure helpers in src/lib never run server code
  // (a component may name a server query's result type, which leaves nothing at run time), and
  // content owns its types, so it never imports a component.
  {
    files: ["src/components/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: serverModules,
              allowTypeImports: true,
              message: "Components do not run server code: format in src/lib, or take the value as a prop from the route shell.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/lib/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: serverModules, message: "src/lib holds pure helpers: it does not import src/server." }] },
      ],
    },
  },
  {
    files: ["src/content/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: componentModules, message: "Content owns its types (src/content/types.ts, blocks.ts): components import them, not the other way round." },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call their callback `use`; it is not React's hook.
    files: ["tests/e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
