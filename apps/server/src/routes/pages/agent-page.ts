import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { agents, widgets } from '../../db/schema';
import { readWidgetSettings } from '../../services/dashboard/get-widget-config';

/** Everything interpolated into the page goes through this: a company name is not markup. */
function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page({
  title,
  description,
  body,
  color,
}: {
  title: string;
  description: string;
  body: string;
  color: string;
}) {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(description)}">
<meta property="og:title" content="${escapeHtml(title)}">
<meta property="og:description" content="${escapeHtml(description)}">
<meta name="theme-color" content="${escapeHtml(color)}">
<style>html,body{margin:0;height:100%;background:${escapeHtml(color)};font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.fallback{display:flex;align-items:center;justify-content:center;height:100%;color:#fff;text-align:center;padding:24px;box-sizing:border-box}</style>
</head>
<body>
${body}
</body>
</html>`;
}

const paramsSchema = z.object({ agentId: z.uuid() });

/**
 * `/a/:agentId`: the agent's branded full-page chat, to share by link, QR code or social bio. It
 * runs the same widget as the embed code, in page mode (open, full screen, no launcher).
 */
const agentPageRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/a/:agentId',
    { schema: { hide: true }, config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
      const params = paramsSchema.safeParse(request.params);
      const [row] = params.success
        ? await app.db
            .select({ widget: widgets, company: agents.company, agentName: agents.name })
            .from(widgets)
            .innerJoin(agents, eq(agents.id, widgets.agentId))
            .where(and(eq(widgets.agentId, params.data.agentId), eq(widgets.isActive, true)))
            .orderBy(asc(widgets.createdAt))
            .limit(1)
        : [];
      if (!row) {
        return reply.code(404).send(
          page({
            title: 'Chat not available',
            description: 'This chat is not available.',
            color: '#334155',
            body: '<main class="fallback"><p>This chat is not available. Please check the link with your agent.</p></main>',
          }),
        );
      }
      const { widget } = row;
      const s = readWidgetSettings(widget.settings, row.company, row.agentName);
      const title = `Chat with ${s.agentName} at ${s.companyName}`;
      const script = `<script src="/widget.js" data-widget-id="${escapeHtml(widget.id)}" data-mode="page" async></script>`;
      return page({
        title,
        description: `Tell ${s.agentName} what you're looking for: buying or renting, area, budget and timing.`,
        color: s.primaryColor,
        body: `<noscript><main class="fallback"><p>${escapeHtml(title)} needs JavaScript.</p></main></noscript>\n${script}`,
      });
    },
  );
};

export default agentPageRoutes;
