/**
 * The launcher's CSS, inside the shadow root: host page styles cannot reach it, and every
 * inherited property is set on .lw-root so nothing (fonts, colours, spacing) leaks in.
 */
export const LOADER_CSS = `
.lw-root{all:initial;display:block;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:15px;line-height:1.4;color:#111827;font-style:normal;font-weight:400;letter-spacing:normal;text-align:left;text-transform:none;word-spacing:normal;white-space:normal;direction:ltr;-webkit-font-smoothing:antialiased}
.lw-root *,.lw-root *::before,.lw-root *::after{box-sizing:border-box}
.lw-launcher{position:fixed;width:56px;height:56px;margin:0;padding:0;border:0;border-radius:50%;background:var(--lw-primary);color:var(--lw-on-primary);cursor:pointer;display:flex;align-items:center;justify-content:center;box-shadow:0 4px 14px rgba(0,0,0,.25);transition:transform .15s ease}
.lw-launcher:hover{transform:scale(1.05)}
.lw-launcher:focus-visible{outline:3px solid var(--lw-primary);outline-offset:3px}
.lw-launcher svg{width:26px;height:26px;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.lw-badge{position:absolute;top:-2px;right:-2px;min-width:20px;height:20px;padding:0 5px;border-radius:10px;background:#dc2626;color:#fff;font-size:12px;font-weight:700;line-height:20px;text-align:center}
.lw-badge[hidden]{display:none}
.lw-panel{position:fixed;width:370px;height:min(600px,calc(100vh - 110px));display:flex;flex-direction:column;border-radius:16px;overflow:hidden;background:#fff;box-shadow:0 12px 40px rgba(0,0,0,.25)}
.lw-panel[hidden]{display:none}
.lw-bottom-right .lw-launcher{right:20px;bottom:20px}.lw-bottom-right .lw-panel{right:20px;bottom:88px}
.lw-bottom-left .lw-launcher{left:20px;bottom:20px}.lw-bottom-left .lw-panel{left:20px;bottom:88px}
.lw-top-right .lw-launcher{right:20px;top:20px}.lw-top-right .lw-panel{right:20px;top:88px}
.lw-top-left .lw-launcher{left:20px;top:20px}.lw-top-left .lw-panel{left:20px;top:88px}
.lw-page .lw-panel{inset:0;width:100%;height:100%;border-radius:0;box-shadow:none}
@media (max-width:480px){
.lw-launcher{width:48px;height:48px}
.lw-bottom-right .lw-launcher{right:12px;bottom:12px}.lw-bottom-left .lw-launcher{left:12px;bottom:12px}
.lw-top-right .lw-launcher{right:12px;top:12px}.lw-top-left .lw-launcher{left:12px;top:12px}
.lw-root .lw-panel{inset:0;width:100%;height:100%;border-radius:0}
.lw-open .lw-launcher{display:none}
}
@media (prefers-reduced-motion:reduce){.lw-launcher{transition:none}}
`;
