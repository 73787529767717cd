export declare const PHONES: string[];
export declare function brandIds(root?: string): string[];
export declare function sharedBrand(ids?: string[]): string;
export declare function phonesOfBrandJob(brand: string, ids?: string[]): string[];
export declare function selectedPhones(setting?: string): string[];
export declare function brandMatrix(ids?: string[]): { brand: string[] };
