import type { Server } from 'node:http';

export declare function staticFile(root: string, urlPath: string): string | undefined;
export declare function serveStatic(dir: string, port: number): Promise<Server>;
export declare function serveFolder(dir: string, port?: number): Promise<{ url: string; close: () => Promise<void> }>;
