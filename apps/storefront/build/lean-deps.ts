/**
 * Build-time trims of two dependencies' code that nothing in the storefront runs, but that their
 * bundles keep alive for the bundler (docs/performance.md, "Bundle size: first route under 155").
 * Each is a fixed text pattern of the installed version: after an upgrade that changes it, nothing
 * is trimmed and `pnpm size` shows the bytes back (lean-deps.test.ts reads the installed files).
 * Lines are only emptied, never removed, so the source maps' lines stay right.
 */
import type { Plugin } from 'vite';

/**
 * react-router's production build creates its components and contexts at the top level with calls
 * the bundler cannot know to be pure (`var NavLink = React10.forwardRef(…)`), then names them
 * (`NavLink.displayName = "NavLink";`, a property write it must keep): NavLink, Form, the data
 * router's contexts… stayed in the first route whether used or not. The names only label React's
 * developer tools, so they go, and the top-level `forwardRef`/`createContext` calls are marked pure
 * (as they are: each only returns a new object); what nothing uses is then tree-shaken.
 *
 * @example
 * leanReactRouterCode('var Form = React10.forwardRef(f);\nForm.displayName = "Form";');
 * // 'var Form = /* @__PURE__ *\/ React10.forwardRef(f);\n'
 */
export function leanReactRouterCode(code: string): string {
  return code
    .replace(/^[\w$]+(?:\.[\w$]+)*\.displayName = "[^"\n]*";$/gm, '')
    .replace(/^var ([\w$]+) = (React\d*\.(?:forwardRef|createContext)\()/gm, 'var $1 = /* @__PURE__ */ $2');
}

/**
 * styled-components runs stylis's vendor prefixer only under `<StyleSheetManager
 * enableVendorPrefixes>`, which neither the storefront nor the kit renders (styled-components 6
 * prefixes nothing by default, and the supported browsers need no prefixes). The one expression
 * that reaches the prefixer goes, and with it the prefixer's tables (3 KiB minified). A screen
 * that wanted prefixes would have to drop this trim.
 *
 * @example
 * leanStyledComponentsCode('e.prefix&&c.push(o.prefixer),c.push(o.stringify)'); // 'c.push(o.stringify)'
 */
export function leanStyledComponentsCode(code: string): string {
  return code.replace(/\b\w\.prefix&&\w\.push\(\w\.prefixer\),/, '');
}

function trim(name: string, id: RegExp, lean: (code: string) => string): Plugin {
  return {
    name,
    apply: 'build',
    transform: {
      filter: { id },
      handler(code) {
        const result = lean(code);
        // Same lines (only emptied or lengthened in place): the incoming source map still holds.
        return result === code ? null : { code: result, map: null };
      },
    },
  };
}

/** The react-router trim of {@link leanReactRouterCode}, on its production build (vite.config.ts aliases it). */
export const leanReactRouter = (): Plugin =>
  trim('tarelka-lean-react-router', /\/react-router\/dist\/production\/[^/]+\.mjs$/, leanReactRouterCode);

/** The styled-components trim of {@link leanStyledComponentsCode}, on its browser build. */
export const leanStyledComponents = (): Plugin =>
  trim(
    'tarelka-lean-styled-components',
    /\/styled-components\/dist\/styled-components\.browser\.esm\.js$/,
    leanStyledComponentsCode,
  );
