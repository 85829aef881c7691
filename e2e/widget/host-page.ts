import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A plain third-party website carrying the embed code, on its own origin (its own port on
 * localhost, while the app is 127.0.0.1), so every widget call is cross-origin. The page is
 * hostile on purpose: global CSS that restyles everything it can reach, and a strict CSP that
 * allows only what the README lists for the widget.
 */
export const HOSTILE_CSS = `
* { font-family: "Comic Sans MS", cursive !important; color: #ff00ff !important; box-sizing: content-box !important;
    line-height: 3 !important; letter-spacing: 4px !important; }
div, button, p, span, textarea, form { display: inline !important; margin: 40px !important; padding: 30px !important;
    border: 5px dashed red !important; background: yellow !important; transform: rotate(3deg) !important; }
button { display: none !important; }
leadwise-widget { display: none !important; position: static !important; transform: scale(0.1) !important; }
html, body { margin: 0; }
#page-cta { display: block !important; position: fixed; left: 10px; top: 10px; }
`;

function hostPage(appOrigin: string, widgetId: string, head: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Homes for sale</title>${head}
<style nonce="host-style">${HOSTILE_CSS}</style></head>
<body>
<h1 id="page-title">Homes for sale in Clapham</h1>
<button id="page-cta" type="button">Book a valuation</button>
<script src="${appOrigin}/widget.js" data-widget-id="${widgetId}" async></script>
</body></html>`;
}

export interface HostSite {
  /** The host page carrying the embed code for `widgetId`, at `path` (any path ending in .html). */
  pageUrl(widgetId: string, path?: string): string;
  close(): Promise<void>;
}

/**
 * Starts the third-party site: GET /shop.html?widget=<id> serves the page for that widget.
 * `headFor` adds markup to the page's head by path (a listing's JSON-LD, Open Graph tags).
 */
export async function startHostSite(
  appOrigin: string,
  opts: { headFor?: (pathname: string) => string } = {},
): Promise<HostSite> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const widgetId = url.searchParams.get('widget') ?? '';
    if (!url.pathname.endsWith('.html') || !/^[0-9a-f-]{36}$/.test(widgetId)) {
      res.statusCode = 404;
      return res.end();
    }
    res.setHeader('content-type', 'text/html; charset=utf-8');
    // The CSP entries the README gives a host site, and nothing else: no 'unsafe-inline' styles.
    res.setHeader(
      'content-security-policy',
      [
        "default-src 'none'",
        `script-src ${appOrigin}`,
        `connect-src ${appOrigin}`,
        "style-src 'nonce-host-style'",
        `img-src ${appOrigin} data:`,
      ].join('; '),
    );
    res.end(hostPage(appOrigin, widgetId, opts.headFor?.(url.pathname) ?? ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    pageUrl: (widgetId, path = '/shop.html') => `http://localhost:${port}${path}?widget=${widgetId}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
