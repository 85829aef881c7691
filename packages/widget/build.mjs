import { rmSync } from 'node:fs';
import path from 'node:path';
import { build, context } from 'esbuild';

/**
 * Two bundles: dist/widget.js, the small loader every host page loads (launcher only), and
 * dist/panel-[hash].js, the Preact chat panel it fetches on first open. The panel's name carries
 * its content hash, so it can be cached for long while widget.js itself is cached briefly.
 */
const shared = {
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['es2020', 'safari14'],
  jsx: 'automatic',
  jsxImportSource: 'preact',
  legalComments: 'none',
  logLevel: 'info',
};

const panelOptions = {
  ...shared,
  entryPoints: { panel: 'src/panel/index.tsx' },
  outdir: 'dist',
  entryNames: '[name]-[hash]',
  metafile: true,
};

const loaderOptions = (panelFile) => ({
  ...shared,
  entryPoints: { widget: 'src/loader.ts' },
  outdir: 'dist',
  define: { __PANEL_FILE__: JSON.stringify(panelFile) },
});

function panelFileOf(result) {
  const output = Object.keys(result.metafile.outputs).find((file) => /panel-[^/]+\.js$/.test(file));
  if (!output) throw new Error('The panel build produced no panel-*.js');
  return path.basename(output);
}

if (process.argv.includes('--watch')) {
  let loader;
  const panel = await context({
    ...panelOptions,
    plugins: [
      {
        name: 'rebuild-loader',
        setup(b) {
          b.onEnd(async (result) => {
            if (result.errors.length > 0) return;
            await loader?.dispose();
            loader = await context(loaderOptions(panelFileOf(result)));
            await loader.rebuild();
          });
        },
      },
    ],
  });
  await panel.watch();
} else {
  rmSync('dist', { recursive: true, force: true });
  const panel = await build(panelOptions);
  await build(loaderOptions(panelFileOf(panel)));
}
