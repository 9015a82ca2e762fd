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

/**
 * A method of a class of a bundled library emptied in place, its lines kept (the source map still holds):
 * calling it throws, naming the trim. For methods the storefront never calls.
 *
 * @example
 * stubMethod('class A {\n  a() {\n    return 1;\n  }\n}', 'A', 'a', 'lean.ts');
 * // 'class A {\n  a() { throw new Error("a(): trimmed (lean.ts)"); }\n\n\n}'
 */
function stubMethod(code: string, className: string, name: string, where: string): string {
  const lines = code.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`class ${className} `));
  const first = lines.findIndex((line, index) => index > start && new RegExp(`^  ${name}\\(.*\\) \\{$`).test(line));
  if (start < 0 || first < 0) return code;
  const last = lines.findIndex((line, index) => index > first && line === '  }');
  if (last < 0) return code;
  const stub = `  ${name}() { throw new Error(${JSON.stringify(`${name}(): trimmed (${where})`)}); }`;
  return [
    ...lines.slice(0, first),
    stub,
    ...lines.slice(first + 1, last + 1).map(() => ''),
    ...lines.slice(last + 1),
  ].join('\n');
}

/**
 * i18next's parts the storefront never reaches, trimmed from the first route (1.5 KiB gzip):
 * - the built-in `Formatter` (`{{value, number}}` and other `Intl` formats in a text), i18next's
 *   fallback when no formatter module is given: no catalogue of ours or of a tenant formats in a
 *   text (money and dates are formatted by `@tarelka/domain` before they reach `t()`); without a
 *   formatter i18next interpolates values as they are;
 * - the console notice about Locize, which `showSupportNotice: false` (src/lib/i18n/i18n.ts)
 *   already turns off;
 * - `cloneInstance()`, `dir()` (with its list of 60 right-to-left languages), `reloadResources()`
 *   and `toJSON()`, which nothing calls (the storefront's languages are ru, en and cnr; it sets
 *   `<html lang>` itself): they throw, saying so.
 *
 * @example
 * leanI18nextCode('      } else {\n        formatter = Formatter;\n      }'); // '      } else {\n        formatter = undefined;\n      }'
 */
export function leanI18nextCode(code: string): string {
  const trimmed = code
    .replace(/^(\s*)formatter = Formatter;$/m, '$1formatter = undefined;')
    .replace(/^(\s*if \()this\.options\.showSupportNotice !== false && /m, '$1false && ');
  return ['cloneInstance', 'dir', 'reloadResources', 'toJSON'].reduce(
    (result, name) => stubMethod(result, 'I18n', name, 'lean-deps.ts'),
    trimmed,
  );
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

/** The i18next trim of {@link leanI18nextCode}, on its ES module build. */
export const leanI18next = (): Plugin =>
  trim('tarelka-lean-i18next', /\/i18next\/dist\/esm\/i18next\.js$/, leanI18nextCode);
