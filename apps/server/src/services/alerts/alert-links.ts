/**
 * Links that go out in emails, SMS and webhooks. recordAgentEvent runs inside other engineers'
 * transactions with a fixed signature (no env), so the public URL is set once at boot by the
 * alerts plugin; every app in one process shares a PUBLIC_URL.
 */
let publicUrl = (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '');

export function setAlertsPublicUrl(url: string) {
  publicUrl = url.replace(/\/$/, '');
}

export function conversationUrl(conversationId: string) {
  return `${publicUrl}/dashboard/conversations/${conversationId}`;
}

export function appointmentsUrl() {
  return `${publicUrl}/dashboard/appointments`;
}

/** The visitor's cancel link: a page that asks before it cancels (mail scanners open links). */
export function appointmentCancelUrl(token: string) {
  return `${publicUrl}/appointments/cancel?token=${encodeURIComponent(token)}`;
}

export function widgetSettingsUrl() {
  return `${publicUrl}/dashboard/widgets`;
}

/** The SMS link: the conversation id as 22 base64url characters instead of 36 (160-character SMS). */
export function shortConversationUrl(conversationId: string) {
  return `${publicUrl}/api/l/${encodeShortCode(conversationId)}`;
}

export function encodeShortCode(uuid: string) {
  return Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');
}

/** The uuid behind a short code, or null when the code is not one. */
export function decodeShortCode(code: string): string | null {
  if (!/^[A-Za-z0-9_-]{22}$/.test(code)) return null;
  const hex = Buffer.from(code, 'base64url').toString('hex');
  if (hex.length !== 32) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
