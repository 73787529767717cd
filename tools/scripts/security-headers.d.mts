export interface BrandPolicy {
  styleHashes?: string[];
  origins?: string[];
}
export declare const PERMISSIONS_POLICY: string;
export declare const HSTS: string;
export declare function contentSecurityPolicy(policy?: BrandPolicy): string;
export declare function brandSecurityHeaders(policy: BrandPolicy, options?: { https?: boolean }): Record<string, string>;
export declare function nginxPolicySnippet(policy: BrandPolicy): string;
