/** The chat panel's CSS, added to the shadow root when the chat first opens. */
export const PANEL_CSS = `
.lw-chat{display:flex;flex-direction:column;height:100%;width:100%;background:#fff;color:#111827}
.lw-page .lw-panel{background:var(--lw-secondary)}
.lw-page .lw-chat{max-width:760px;margin:0 auto;box-shadow:0 0 30px rgba(0,0,0,.08)}
.lw-header{display:flex;align-items:center;gap:12px;padding:14px 16px;background:var(--lw-primary);color:var(--lw-on-primary)}
.lw-logo{width:36px;height:36px;border-radius:8px;object-fit:contain;background:#fff;flex:none}
.lw-titles{flex:1;min-width:0}
.lw-title{margin:0;font-size:16px;font-weight:700;line-height:1.2;color:inherit;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.lw-subtitle{margin:2px 0 0;font-size:13px;opacity:.9;color:inherit}
.lw-icon-button{flex:none;width:36px;height:36px;border:0;border-radius:8px;background:transparent;color:inherit;cursor:pointer;display:flex;align-items:center;justify-content:center;padding:0;font:inherit}
.lw-icon-button:hover{background:rgba(127,127,127,.18)}
.lw-icon-button:focus-visible,.lw-send:focus-visible,.lw-button:focus-visible{outline:3px solid var(--lw-primary);outline-offset:2px}
.lw-header .lw-icon-button:focus-visible{outline-color:var(--lw-on-primary)}
.lw-msg svg{width:14px;height:14px;margin-right:4px;vertical-align:-2px;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.lw-icon-button svg{width:20px;height:20px;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.lw-offline{margin:0;padding:10px 16px;background:#fef3c7;color:#78350f;font-size:13px;border-bottom:1px solid #fde68a}
.lw-log{flex:1;overflow-y:auto;padding:16px;display:flex;flex-direction:column;gap:8px;background:#fafafa;overscroll-behavior:contain}
.lw-msg{max-width:85%;padding:9px 13px;border-radius:14px;white-space:pre-wrap;overflow-wrap:anywhere;font-size:15px;line-height:1.4;margin:0}
.lw-msg-visitor{align-self:flex-end;background:var(--lw-primary);color:var(--lw-on-primary);border-bottom-right-radius:4px}
.lw-msg-assistant{align-self:flex-start;background:var(--lw-secondary);color:var(--lw-on-secondary);border:1px solid rgba(0,0,0,.06);border-bottom-left-radius:4px}
.lw-msg-agent{align-self:flex-start;background:#fff;color:#111827;border:1px solid var(--lw-primary);border-bottom-left-radius:4px}
.lw-msg-system{align-self:center;background:transparent;color:#4b5563;font-size:13px;font-style:italic;padding:2px 8px}
.lw-msg-pending{opacity:.7}
.lw-author{display:block;font-size:12px;font-weight:600;margin-bottom:2px;opacity:.8}
.lw-typing{align-self:flex-start;color:#4b5563;font-size:13px;padding:2px 4px}
.lw-sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.lw-error{margin:0;padding:8px 16px;background:#fee2e2;color:#991b1b;font-size:13px}
.lw-form{display:flex;align-items:flex-end;gap:8px;padding:10px 12px;border-top:1px solid #e5e7eb;background:#fff}
.lw-input{flex:1;min-width:0;resize:none;max-height:120px;min-height:42px;padding:10px 12px;border:1px solid #d1d5db;border-radius:10px;font:inherit;font-size:16px;line-height:1.3;color:#111827;background:#fff}
.lw-input:focus{outline:2px solid var(--lw-primary);outline-offset:0;border-color:transparent}
.lw-form .lw-icon-button{color:#374151;height:42px}
.lw-send{flex:none;height:42px;padding:0 14px;border:0;border-radius:10px;background:var(--lw-primary);color:var(--lw-on-primary);font:inherit;font-weight:600;cursor:pointer}
.lw-send:disabled{opacity:.55;cursor:default}
.lw-upload{padding:12px 16px;border-top:1px solid #e5e7eb;background:#fff;display:grid;gap:8px}
.lw-upload label{font-size:13px;font-weight:600;color:#374151}
.lw-upload select,.lw-upload input{font:inherit;font-size:14px;color:#111827;max-width:100%}
.lw-upload select{padding:6px 8px;border:1px solid #d1d5db;border-radius:8px;background:#fff}
.lw-upload input[type=file]{width:100%;box-sizing:border-box;padding:8px;border:1px dashed #9ca3af;border-radius:8px;background:#f9fafb;color:#374151;cursor:pointer}
.lw-upload input[type=file]::file-selector-button{margin-right:10px;padding:6px 12px;border:0;border-radius:6px;background:var(--lw-primary);color:var(--lw-on-primary);font:inherit;font-weight:600;cursor:pointer}
.lw-actions{display:flex;gap:8px;justify-content:flex-end}
.lw-button{padding:8px 14px;border-radius:8px;border:1px solid #d1d5db;background:#fff;color:#111827;font:inherit;font-size:14px;cursor:pointer}
.lw-button-primary{background:var(--lw-primary);color:var(--lw-on-primary);border-color:transparent}
.lw-button:disabled{opacity:.55;cursor:default}
.lw-footer{margin:0;padding:4px 0 8px;text-align:center;font-size:11px;color:#6b7280;background:#fff}
.lw-footer a{color:#4b5563;text-decoration:underline}
`;
