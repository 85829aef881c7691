import type { Database } from '../../db/client';
import type { EventBus } from '../../lib/event-bus';
import type { BillingSettings } from '../billing/billing-settings';
import type { ChatCompletionsClient } from '../llm/chat-completions-client';
import type { DocumentStorage } from '../storage/document-storage';

/** What the conversation use-cases need from the app; tests pass their own clock. */
export interface ConversationDeps {
  db: Database;
  events: EventBus;
  llm?: ChatCompletionsClient | null;
  storage?: DocumentStorage;
  log?: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
  now?: () => Date;
  /** Without it (or with billing off) conversations are counted but no limit applies. */
  billing?: BillingSettings;
}
