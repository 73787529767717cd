export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare function ensureChromium(): boolean;
export declare const PINNED_FONTS: string[];
