import { expect, type Page } from '@playwright/test';

/** The open chat panel of the test agency's widget. */
export function chatPanel(page: Page) {
  return page.getByRole('dialog', { name: 'Chat with Clapham Homes' });
}

/**
 * Types a message, sends it with Enter and waits for the assistant's answer to it, which must match.
 * The answer is the last message once the visitor's own bubble is in: counting the assistant's
 * messages instead would race the welcome message, which can still be arriving when a test starts.
 */
export async function sendInChat(page: Page, text: string, expectedReply: RegExp) {
  const panel = chatPanel(page);
  const visitorMessages = panel.locator('.lw-msg-visitor');
  const sent = await visitorMessages.count();
  const box = panel.getByRole('textbox', { name: 'Type your message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(visitorMessages).toHaveCount(sent + 1);
  const last = panel.locator('.lw-msg').last();
  await expect(last).toHaveClass(/\blw-msg-assistant\b/);
  await expect(last).toHaveText(expectedReply);
}
