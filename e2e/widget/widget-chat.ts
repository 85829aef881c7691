import { expect, type Page } from '@playwright/test';

/** The open chat panel of the test agency's widget. */
export function chatPanel(page: Page) {
  return page.getByRole('dialog', { name: 'Chat with Clapham Homes' });
}

/** Types a message, sends it with Enter and waits for the assistant's new answer, which must match. */
export async function sendInChat(page: Page, text: string, expectedReply: RegExp) {
  const replies = chatPanel(page).locator('.lw-msg-assistant');
  const before = await replies.count();
  const box = chatPanel(page).getByRole('textbox', { name: 'Type your message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(replies).toHaveCount(before + 1);
  await expect(replies.last()).toHaveText(expectedReply);
}
