import type { Incident } from '@leadwise/contracts';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

/** The status page's incidents as an RSS 2.0 feed, for agents who watch status in a feed reader. */
export function renderIncidentsRss(publicUrl: string, incidents: Incident[]): string {
  const statusUrl = `${publicUrl}/status`;
  const items = incidents.map((incident) =>
    [
      '<item>',
      `<title>${escapeXml(`[${incident.severity}] ${incident.title} (${incident.status})`)}</title>`,
      `<link>${escapeXml(statusUrl)}</link>`,
      `<guid isPermaLink="false">${escapeXml(incident.id)}</guid>`,
      `<pubDate>${new Date(incident.timestamp).toUTCString()}</pubDate>`,
      `<description>${escapeXml(incident.description)}</description>`,
      '</item>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0"><channel>',
    '<title>Leadwise system status</title>',
    `<link>${escapeXml(statusUrl)}</link>`,
    '<description>Incidents affecting the Leadwise widget, dashboard and alerts.</description>',
    ...items,
    '</channel></rss>',
  ].join('\n');
}
