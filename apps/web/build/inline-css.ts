import type { Plugin } from 'vite';

/**
 * Puts the style sheet that index.html links into a `<style>` element of the page, so the first
 * paint (the static top bar) needs the HTML alone, not a second, render-blocking request (~13 KB
 * gzip, sent within the HTML's compression). The CSP allows inline styles (style-src
 * 'unsafe-inline', apps/server security-headers.ts).
 */
export function inlineCss(): Plugin {
  return {
    name: 'yuanlong-inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (link, file: string) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') return link;
            // A `</style` in the sheet would end the element early: such a sheet stays linked.
            const css = String(asset.source);
            if (css.includes('</style')) return link;
            // The disabled link (never fetched) tells Vite's preload helper the sheet is there:
            // a lazy chunk that lists it as a dependency would otherwise link it and fetch it again.
            return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
          },
        );
      },
    },
  };
}
