export interface BrandPolicy {
  styleHashes?: string[];
  origins?: string[];
  /** The sign-in providers' SDKs the brand configures (signInSdkOrigins). */
  sdkOrigins?: string[];
}
export declare const SIGN_IN_SDK_ORIGINS: Readonly<Record<'google' | 'facebook' | 'phoneAuth', readonly string[]>>;
export declare function signInSdkOrigins(signIn?: Partial<Record<string, { appId?: string } | { development: true }>>): string[];
export declare const PERMISSIONS_POLICY: string;
export declare const HSTS: string;
export declare function contentSecurityPolicy(policy?: BrandPolicy): string;
export declare function brandSecurityHeaders(policy: BrandPolicy, options?: { https?: boolean }): Record<string, string>;
export declare function nginxPolicySnippet(policy: BrandPolicy): string;
