import type { Server } from 'node:http';

export declare function staticFile(root: string, urlPath: string): string | undefined;
export declare function serveStatic(dir: string, port: number): Promise<Server>;
