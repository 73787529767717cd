export interface StorybookVariant {
  changed: { brand: string; token: string; from: string; to: string };
  generated: { id: string; name: string };
  stories: string[];
  seconds: number;
}

export declare const VARIANT_DIR: string;
export declare const GENERATED_BRAND: { id: string; name: string; primary: string };
export declare const VARIANT_STORIES: string[];
export declare function nudgeColour(hex: string): string;
export declare function nudgeBrandToken(root: string, brand: string, token: string): StorybookVariant['changed'];
export declare function buildStorybookVariant(options?: { outDir?: string; brand?: string; token?: string }): StorybookVariant;
export declare function readVariant(outDir?: string): StorybookVariant | undefined;
