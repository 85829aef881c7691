import { LOADER_CSS } from './loader-styles';
import { readSession, updateSessionOpen } from './shared/session-store';
import { adoptStyles, readableTextOn } from './shared/style-sheet';
import type { PanelHandle, PublicWidgetConfig, WidgetContext } from './shared/types';

/** The panel chunk's file name, content-hashed at build time (build.mjs). */
declare const __PANEL_FILE__: string;

const SVG_NS = 'http://www.w3.org/2000/svg';
const CHAT_ICON = 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z';
const CLOSE_ICON = 'M18 6 6 18M6 6l12 12';

function findScript(): HTMLScriptElement | null {
  const current = document.currentScript as HTMLScriptElement | null;
  if (current?.dataset.widgetId) return current;
  return document.querySelector<HTMLScriptElement>('script[data-widget-id][src*="widget.js"]');
}

/** Built with DOM calls, not innerHTML, so a host page's Trusted Types policy has nothing to refuse. */
function icon(path: string) {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const shape = document.createElementNS(SVG_NS, 'path');
  shape.setAttribute('d', path);
  svg.appendChild(shape);
  return svg;
}

/**
 * The host element takes no space and no clicks of its own; inline !important declarations beat
 * any host stylesheet rule, so hostile global CSS cannot hide, move or transform it.
 */
function createHost(widgetId: string, zIndex: number) {
  const host = document.createElement('leadwise-widget');
  host.setAttribute('data-widget-id', widgetId);
  const declarations: Array<[string, string]> = [
    ['all', 'initial'],
    ['display', 'block'],
    ['position', 'fixed'],
    ['top', '0'],
    ['left', '0'],
    ['width', '0'],
    ['height', '0'],
    ['overflow', 'visible'],
    ['z-index', String(zIndex)],
    ['transform', 'none'],
    ['filter', 'none'],
    ['contain', 'none'],
    ['visibility', 'visible'],
    ['opacity', '1'],
  ];
  for (const [property, value] of declarations) host.style.setProperty(property, value, 'important');
  return host;
}

function loadScript(src: string) {
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${src}`));
    document.head.appendChild(script);
  });
}

/** An async script can run before <body> exists when it sits in <head>. */
function bodyReady() {
  return document.body
    ? Promise.resolve()
    : new Promise<void>((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

async function start() {
  const script = findScript();
  const widgetId = script?.dataset.widgetId;
  if (!script || !widgetId || document.querySelector(`leadwise-widget[data-widget-id="${CSS.escape(widgetId)}"]`))
    return;
  const pageMode = script.dataset.mode === 'page';
  const apiBase = new URL(script.src, location.href).origin;

  // Before the visitor opens the chat this is the only request, and nothing is stored.
  let config: PublicWidgetConfig;
  try {
    const response = await fetch(`${apiBase}/api/widgets/${encodeURIComponent(widgetId)}/public-config`, {
      credentials: 'omit',
    });
    const body = await response.json();
    if (!response.ok || !body.success) throw new Error(body.error ?? response.statusText);
    config = body.data;
  } catch (error) {
    console.warn('[Leadwise] The chat widget could not load its configuration.', error);
    return;
  }
  if (!config.isActive || (config.isHidden && !pageMode)) return;

  const host = createHost(widgetId, config.zIndex);
  const shadow = host.attachShadow({ mode: 'open' });
  adoptStyles(shadow, LOADER_CSS);
  const root = document.createElement('div');
  root.className = `lw-root ${pageMode ? 'lw-page' : `lw-${config.position}`}`;
  root.style.setProperty('--lw-primary', config.primaryColor);
  root.style.setProperty('--lw-on-primary', readableTextOn(config.primaryColor));
  root.style.setProperty('--lw-secondary', config.secondaryColor);
  root.style.setProperty('--lw-on-secondary', readableTextOn(config.secondaryColor));
  shadow.appendChild(root);

  const panelContainer = document.createElement('div');
  panelContainer.className = 'lw-panel';
  panelContainer.id = 'lw-panel';
  panelContainer.setAttribute('role', pageMode ? 'main' : 'dialog');
  panelContainer.setAttribute('aria-label', `Chat with ${config.companyName}`);
  panelContainer.hidden = true;

  const openLabel = `Open chat with ${config.companyName}`;
  const launcher = document.createElement('button');
  launcher.type = 'button';
  launcher.className = 'lw-launcher';
  launcher.setAttribute('aria-label', openLabel);
  launcher.setAttribute('aria-expanded', 'false');
  launcher.setAttribute('aria-controls', panelContainer.id);
  const badge = document.createElement('span');
  badge.className = 'lw-badge';
  badge.setAttribute('aria-hidden', 'true');
  badge.hidden = true;
  launcher.append(icon(CHAT_ICON), badge);
  if (!pageMode) root.appendChild(launcher);
  root.appendChild(panelContainer);
  await bodyReady();
  document.body.appendChild(host);

  let panel: PanelHandle | null = null;
  let context: WidgetContext = {};
  let loading: Promise<PanelHandle> | null = null;
  let isOpen = false;

  const loadPanel = () => {
    loading ??= (async () => {
      if (!window.__leadwisePanel) await loadScript(`${apiBase}/widget/${__PANEL_FILE__}`);
      const mount = window.__leadwisePanel;
      if (!mount) throw new Error('The chat panel did not register');
      return mount({
        root: shadow,
        container: panelContainer,
        config,
        apiBase,
        pageMode,
        onRequestClose: () => close(),
        readContext: () => context,
        onUnread: (count) => {
          badge.hidden = count === 0 || isOpen;
          badge.textContent = String(count);
          launcher.setAttribute('aria-label', count > 0 ? `${openLabel} (${count} new)` : openLabel);
        },
      });
    })();
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };

  async function open({ focus }: { focus: boolean }) {
    if (isOpen) return;
    isOpen = true;
    root.classList.add('lw-open');
    launcher.setAttribute('aria-expanded', 'true');
    launcher.setAttribute('aria-label', `Close chat with ${config.companyName}`);
    launcher.replaceChildren(icon(CLOSE_ICON), badge);
    badge.hidden = true;
    updateSessionOpen(widgetId!, true);
    try {
      panel = await loadPanel();
    } catch (error) {
      console.warn('[Leadwise] The chat could not open.', error);
      close();
      return;
    }
    if (!isOpen) return;
    panelContainer.hidden = false;
    panel.shown({ focus: focus || pageMode });
  }

  function close() {
    if (!isOpen || pageMode) return;
    isOpen = false;
    root.classList.remove('lw-open');
    panelContainer.hidden = true;
    panel?.hidden();
    launcher.setAttribute('aria-expanded', 'false');
    launcher.setAttribute('aria-label', openLabel);
    launcher.replaceChildren(icon(CHAT_ICON), badge);
    updateSessionOpen(widgetId!, false);
    launcher.focus();
  }

  launcher.addEventListener('click', () => (isOpen ? close() : open({ focus: true })));
  panelContainer.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
  });

  // window.Leadwise('open' | 'close' | 'toggle' | 'context', options?), with calls queued before the
  // loader arrived. The context is only kept here: the panel reads and checks it when the chat starts.
  const run = (command: unknown, options?: unknown) => {
    if (command === 'open') void open({ focus: true });
    else if (command === 'close') close();
    else if (command === 'toggle') isOpen ? close() : void open({ focus: true });
    else if (command === 'context' && options && typeof options === 'object') context = { ...context, ...options };
  };
  const queued = Array.from(window.Leadwise?.q ?? []);
  window.Leadwise = Object.assign((command: string, options?: unknown) => run(command, options), { q: [] });
  for (const args of queued) run(args[0], args[1]);

  const session = readSession(widgetId);
  if (pageMode || session?.open) void open({ focus: pageMode });
  else if (config.autoOpen && !session) setTimeout(() => void open({ focus: false }), config.autoOpenDelay * 1000);
}

void start();
