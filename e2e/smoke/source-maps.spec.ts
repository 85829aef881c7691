import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const webDist = path.resolve(import.meta.dirname, '../../apps/web/dist');

test('[SMOKE] the built web app carries no source maps and the server hands none out', async ({ request }) => {
  const files = readdirSync(webDist, { recursive: true, encoding: 'utf8' });
  expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);

  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const script = await request.get(src);
    expect(script.ok()).toBe(true);
    expect(await script.text()).not.toContain('sourceMappingURL');
    // Asked for by name all the same: refused, not answered with the app's page.
    expect((await request.get(`${src}.map`)).status()).toBe(404);
  }
});
