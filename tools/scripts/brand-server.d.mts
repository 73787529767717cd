import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { BrandPolicy } from './security-headers.mjs';

export declare const IMMUTABLE: string;
export declare const REVALIDATE: string;
/** A game list category as the list reads it (upper case letters, digits, underscores). */
export declare const GAME_TYPE: RegExp;
export declare const GAME_TYPE_QUERY: string;
export declare function readBrandPolicy(brandDir: string): BrandPolicy;
export interface BuiltBrand {
  id: string;
  domains: string[];
  dir: string;
  policy: BrandPolicy;
}
export declare function readBuiltBrands(workspaceRoot: string, defaultId?: string): { brands: BuiltBrand[]; fallback: BuiltBrand };
export declare const STATIC_PATH: RegExp;
/** `file` null: a file that is not in the bundle (404). */
export declare function resolveFile(brandDir: string, pathname: string, search?: string): { file: string | null; spa: boolean };
export declare function isHashedAsset(relativePath: string): boolean;
export declare function chooseEncoding(acceptEncoding: string | undefined, available: string[]): string | null;
export declare function createBrandHandler(
  workspaceRoot: string,
  options?: { defaultBrand?: string },
): RequestListener<typeof IncomingMessage, typeof ServerResponse>;
export declare function createBrandServer(workspaceRoot: string, options?: { defaultBrand?: string }): Server;
