import { checkBrand, formatBrandCheck, listBrandIds } from '../../libs/brand/src/build';

/** `npm run brand:check -- [<id> ...]`: validates brand folders without building; every brand when none is named. */
export function runBrandCheck(workspaceRoot: string, ids: readonly string[], print: (line: string) => void = console.log): number {
  const checks = (ids.length > 0 ? ids : listBrandIds(workspaceRoot)).map((id) => checkBrand(workspaceRoot, id));
  for (const check of checks) print(formatBrandCheck(check));
  return checks.some((check) => check.errors.length > 0) ? 1 : 0;
}
