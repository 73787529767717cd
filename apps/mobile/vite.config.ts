import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { activeBrandAlias, playdeckBrand } from '../../libs/brand/src/build';
import { bundleReport } from '../../tools/vite/bundle-report';
import { workspaceAliases } from '../../tools/vite/workspace-aliases';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const brandId = process.env.BRAND ?? 'default';

/** One build per brand: BRAND=<id> vite build → dist/brands/<id>/, served under /m/. */
export default defineConfig({
  root: import.meta.dirname,
  base: '/m/',
  plugins: [playdeckBrand({ workspaceRoot, brandId }), react(), vanillaExtractPlugin(), bundleReport({ workspaceRoot })],
  resolve: { alias: [activeBrandAlias(workspaceRoot, brandId), ...workspaceAliases(workspaceRoot)] },
  build: {
    outDir: path.join(workspaceRoot, 'dist/brands', brandId),
    emptyOutDir: true,
    manifest: true,
    target: 'es2020',
    assetsInlineLimit: 0,
  },
  server: { port: Number(process.env.PORT ?? 4200) },
});
