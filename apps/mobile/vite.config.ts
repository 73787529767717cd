import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { activeBrandAlias, loadBrand, playdeckBrand } from '../../libs/brand/src/build';
import { paths } from '../../libs/routes/src/paths';
import { compressAssets } from '../../tools/vite/compress-assets';
import { deployConfig } from '../../tools/vite/deploy-config/vite-plugin';
import { prerenderedShell } from '../../tools/vite/prerendered-shell/vite-plugin';
import { serviceWorker } from '../../tools/vite/service-worker/vite-plugin';
import { contract } from '../../libs/api/src/contract';
import { publicReadPaths } from '../../libs/api/src/contract/public-reads';
import { bundleReport } from '../../tools/vite/bundle-report';
import { workspaceAliases } from '../../tools/vite/workspace-aliases';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const brandId = process.env.BRAND ?? 'default';

/** The first view of home, the game list, login and promotions, prerendered into index.html (see tools/vite/prerendered-shell). */
const brand = loadBrand(workspaceRoot, brandId);
const shell = prerenderedShell({
  workspaceRoot,
  brand,
  routes: {
    home: paths.homeAliases,
    gameList: [paths.gameList],
    login: [paths.login],
    activity: [paths.activity],
    known: [...new Set(Object.values(paths).flat())],
  },
  links: { home: paths.home, login: paths.login, register: paths.register, promotions: paths.activity, other: paths.other },
});

/** One build per brand: BRAND=<id> vite build → dist/brands/<id>/, served under /m/, and its nginx configuration → dist/deploy/<id>/. */
export default defineConfig({
  root: import.meta.dirname,
  base: '/m/',
  plugins: [
    playdeckBrand({ workspaceRoot, brandId }),
    react(),
    vanillaExtractPlugin(),
    shell,
    bundleReport({ workspaceRoot }),
    compressAssets(),
    deployConfig({ workspaceRoot, brand: brand.config }),
    serviceWorker({ entry: path.join(import.meta.dirname, 'src/service-worker/sw.ts'), publicReads: publicReadPaths(contract) }),
  ],
  resolve: { alias: [activeBrandAlias(workspaceRoot, brandId), ...workspaceAliases(workspaceRoot)] },
  build: {
    outDir: path.join(workspaceRoot, 'dist/brands', brandId),
    emptyOutDir: true,
    manifest: true,
    target: 'es2020',
    assetsInlineLimit: 0,
    // Every browser the brands support preloads modules natively; the polyfill only cost the entry bytes.
    modulePreload: { polyfill: false },
  },
  server: { port: Number(process.env.PORT ?? 4200) },
});
