export interface BrandPolicy {
  styleHashes?: string[];
  /** The platform's origin when it is not the page's own (api.origin): calls and images. */
  origins?: string[];
  /** Image CDNs (brand.json externalOrigins.imageCDNs). */
  imageOrigins?: string[];
  /** Pages the app frames: the live chat's sites. */
  frameOrigins?: string[];
  /** The sign-in providers' SDKs the brand configures (signInSdkOrigins). */
  sdkOrigins?: string[];
}
/** The parts of a brand.json the policy reads. */
export interface BrandPolicyConfig {
  api: { origin: string };
  links: { customerService: string };
  signIn?: Partial<Record<string, { appId?: string; authDomain?: string } | { development: true }>>;
  externalOrigins?: { imageCDNs?: readonly string[]; liveChat?: readonly string[] };
}
export declare const SIGN_IN_SDK_ORIGINS: Readonly<Record<'google' | 'facebook' | 'phoneAuth', readonly string[]>>;
export declare function signInSdkOrigins(signIn?: BrandPolicyConfig['signIn']): string[];
export declare function brandPolicyOrigins(config: BrandPolicyConfig): Omit<BrandPolicy, 'styleHashes'>;
export declare const PERMISSIONS_POLICY: string;
export declare const HSTS: string;
export declare function contentSecurityPolicy(policy?: BrandPolicy): string;
export declare function brandSecurityHeaders(policy: BrandPolicy, options?: { https?: boolean }): Record<string, string>;
