import { DEMO_WIDGET_ID } from '@leadwise/contracts/demo';
import { API_BASE } from '../../../lib/api-client';

type LeadwiseCommand = ((command: string) => void) & { q?: unknown[][] };

/**
 * Opens the real widget for the demo agency: the first call adds `/widget.js` to the page (the
 * landing page never loads it otherwise) with an `open` queued for when it is ready; later calls
 * reopen the chat.
 */
export function openDemoWidget() {
  const win = window as Window & { Leadwise?: LeadwiseCommand };
  if (document.querySelector(`script[data-widget-id="${DEMO_WIDGET_ID}"]`)) {
    win.Leadwise?.('open');
    return;
  }
  // The loader's command queue: calls made before it runs wait in `q` (the embed snippet's stub).
  const queue: unknown[][] = [['open']];
  win.Leadwise = Object.assign((...args: unknown[]) => void queue.push(args), { q: queue });
  const script = document.createElement('script');
  script.src = `${API_BASE}/widget.js`;
  script.async = true;
  script.dataset.widgetId = DEMO_WIDGET_ID;
  document.body.appendChild(script);
}
