import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { activeBrandAlias, playdeckBrand } from '../../libs/brand/src/build';
import { workspaceAliases } from '../../tools/vite/workspace-aliases';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const brandId = process.env.BRAND ?? 'default';
const isWorkspaceSource = (id: string) => id.startsWith(path.join(workspaceRoot, 'libs') + path.sep) && !id.includes('node_modules');

/** One build per brand: BRAND=<id> vite build → dist/brands/<id>/, served under /m/. */
export default defineConfig({
  root: import.meta.dirname,
  base: '/m/',
  plugins: [playdeckBrand({ workspaceRoot, brandId }), react(), vanillaExtractPlugin()],
  resolve: { alias: [activeBrandAlias(workspaceRoot, brandId), ...workspaceAliases(workspaceRoot)] },
  build: {
    outDir: path.join(workspaceRoot, 'dist/brands', brandId),
    emptyOutDir: true,
    manifest: true,
    target: 'es2020',
    assetsInlineLimit: 0,
    rolldownOptions: {
      // Workspace modules only declare things; vanilla-extract styles (.css.ts) and the brand's virtual
      // module register on import. Saying so lets unused exports (most of the contract) drop out of chunks.
      treeshake: { moduleSideEffects: (id: string) => !isWorkspaceSource(id) || /\.css\.ts(\?|$)/.test(id) || id.includes('brand') },
    },
  },
  server: { port: Number(process.env.PORT ?? 4200) },
});
