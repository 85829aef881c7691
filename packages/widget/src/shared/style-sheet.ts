/**
 * Adds CSS to a shadow root. Constructable style sheets are not inline <style> elements, so a
 * host page's strict CSP (style-src without 'unsafe-inline') does not block them; older browsers
 * get a <style> element.
 */
export function adoptStyles(root: ShadowRoot, css: string) {
  if (
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype
  ) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = css;
  root.appendChild(style);
}

/** Dark or white text, whichever reads better on the agent's colour (WCAG relative luminance). */
export function readableTextOn(hex: string) {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.45 ? '#111827' : '#ffffff';
}
