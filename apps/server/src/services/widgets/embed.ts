/** Links and snippets an agent shares; one place so emails, API and dashboard agree. */
export function buildEmbedCode(publicUrl: string, widgetId: string) {
  return `<script src="${publicUrl}/widget.js" data-widget-id="${widgetId}" async></script>`;
}

export function buildAgentPageUrl(publicUrl: string, agentId: string) {
  return `${publicUrl}/a/${agentId}`;
}

export function buildDashboardUrl(publicUrl: string) {
  return `${publicUrl}/dashboard`;
}
