import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contrastReport, type ContrastResult } from '../contrast';
import { BrandConfigError, parseBrandSchema } from '../validate';
import { brandsRoot, loadBrand } from './load-brand';
import { describeUnknownLocaleKeys, unknownLocaleKeys } from './locale-keys';

export interface BrandCheck {
  id: string;
  /**
   * Problems that fail the build: schema, id, missing assets, a domain or merchant code another brand has, a theme
   * colour pair below WCAG 2.2 AA.
   */
  errors: string[];
  /** Worth fixing, but the brand builds: locale keys no dictionary has. */
  warnings: string[];
  /** Every checked pair, empty when brand.json's fields are not valid. */
  contrast: ContrastResult[];
}

/** The contrast report of a brand.json whose fields are valid even though the brand failed to load. */
function contrastOfFailedBrand(workspaceRoot: string, id: string): ContrastResult[] {
  try {
    const file = path.join(brandsRoot(workspaceRoot), id, 'brand.json');
    const { theme } = parseBrandSchema(JSON.parse(readFileSync(file, 'utf8')), file);
    return contrastReport(theme.colors, theme.typography);
  } catch {
    return [];
  }
}

/** `brand:check`: everything the build checks about one brand folder, without building it, and more it only reports. */
export function checkBrand(workspaceRoot: string, id: string): BrandCheck {
  let brand;
  try {
    brand = loadBrand(workspaceRoot, id);
  } catch (error) {
    if (!(error instanceof BrandConfigError)) throw error;
    return {
      id,
      errors: error.problems.map((problem) => `${error.file}: ${problem}`),
      warnings: [],
      contrast: contrastOfFailedBrand(workspaceRoot, id),
    };
  }
  const { colors, typography } = brand.config.theme;
  return {
    id,
    errors: [],
    warnings: unknownLocaleKeys(workspaceRoot, brand).map(describeUnknownLocaleKeys),
    contrast: contrastReport(colors, typography),
  };
}

/** The report `npm run brand:check` prints for one brand. */
export function formatBrandCheck(check: BrandCheck): string {
  const passing = check.contrast.filter((result) => result.passes).length;
  const verdict =
    check.errors.length > 0
      ? `brand ${check.id}: FAILED, ${check.errors.length} error${check.errors.length === 1 ? '' : 's'} (the build fails on these)`
      : `brand ${check.id}: OK${check.warnings.length ? `, ${check.warnings.length} warning${check.warnings.length === 1 ? '' : 's'}` : ''}`;
  return [
    verdict,
    ...check.errors.map((error) => `  error: ${error}`),
    ...check.warnings.map((warning) => `  warning: ${warning}`),
    ...(check.contrast.length ? [`  contrast: ${passing} of ${check.contrast.length} pairs pass WCAG 2.2 AA`] : []),
  ].join('\n');
}
