// Types only: zod and the schemas never ship in the widget bundles.
export type { Listing } from '@leadwise/contracts/appointments';
export type { ChatMessage, DocumentKindValue } from '@leadwise/contracts/conversations';
export type { PublicWidgetConfig } from '@leadwise/contracts/widget-config';
export type {
  StartConversationInput,
  StartConversationResult,
  UploadDocumentResult,
  VisitorConversation,
  VisitorMessageResult,
} from '@leadwise/contracts/widget-public';

import type { PublicWidgetConfig } from '@leadwise/contracts/widget-config';

/** What the host page told the widget with `Leadwise('context', {...})`; read when the chat starts. */
export interface WidgetContext {
  /** The property the page shows: `{ref, address, price, url}`, any of them. */
  listing?: Record<string, unknown>;
}

/** The loader hands this to the chat panel chunk when the chat first opens. */
export interface PanelMountOptions {
  root: ShadowRoot;
  container: HTMLElement;
  config: PublicWidgetConfig;
  apiBase: string;
  /** Full-page chat (/a/:agentId): always open, no close button. */
  pageMode: boolean;
  onRequestClose(): void;
  /** The host page's latest `Leadwise('context', ...)`. */
  readContext(): WidgetContext;
  /** New messages while the panel is hidden: the launcher shows a badge. */
  onUnread(count: number): void;
}

export interface PanelHandle {
  /** Called each time the panel is shown; focus moves to the message box when the visitor opened it. */
  shown(options: { focus: boolean }): void;
  hidden(): void;
}

export type PanelMount = (options: PanelMountOptions) => PanelHandle;

declare global {
  interface Window {
    Leadwise?: ((command: string, options?: unknown) => void) & { q?: ArrayLike<unknown>[] };
    __leadwisePanel?: PanelMount;
  }
}
