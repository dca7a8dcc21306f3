import type { Plugin } from 'vite';

/**
 * The marketing site's entry holds only what it shares with the application; its pages are a
 * chunk loaded beside it (decision 085). So that the browser does not wait for the entry to run
 * before asking for them, the built `index.html` names that chunk and its own dependencies in
 * `<link rel="modulepreload">` and its styles in `<link rel="stylesheet">`.
 *
 * `pages` maps an HTML file of the build to the module its entry imports dynamically at start.
 */
export function preloadPage(pages: Record<string, RegExp>): Plugin {
  return {
    name: 'preload-page-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const module = Object.entries(pages).find(([file]) => ctx.path === `/${file}`)?.[1];
        if (!module || !ctx.bundle || !ctx.chunk) return html;
        const chunks = Object.values(ctx.bundle).filter((output) => output.type === 'chunk');
        const page = chunks.find((chunk) => chunk.facadeModuleId !== null && module.test(chunk.facadeModuleId));
        if (!page) throw new Error(`preload-page: no chunk for ${String(module)} in ${ctx.path}`);

        // The page chunk and its static imports, minus what the entry already loads.
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (fileName: string, into: string[], skip: ReadonlySet<string>) => {
          if (skip.has(fileName) || into.includes(fileName)) return into;
          for (const dependency of byName.get(fileName)?.imports ?? []) closure(dependency, into, skip);
          into.push(fileName);
          return into;
        };
        const loaded = new Set(closure(ctx.chunk.fileName, [], new Set()));
        const files = closure(page.fileName, [], loaded);
        const cssOf = (fileNames: Iterable<string>) => [...fileNames].flatMap((f) => [...(byName.get(f)?.viteMetadata?.importedCss ?? [])]);
        const loadedCss = new Set(cssOf(loaded));
        const css = [...new Set(cssOf(files))].filter((f) => !loadedCss.has(f));
        const tags = [
          ...files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
          ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
        ];
        return html.replace(/\n\s*<\/head>/, `\n    ${tags.join('\n    ')}\n  </head>`);
      },
    },
  };
}
