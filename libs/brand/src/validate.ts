import type { z } from 'zod';
import { brandSchema, type BrandConfig } from './schema';

export class BrandConfigError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(`Invalid brand config ${file}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'BrandConfigError';
  }
}

function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)';
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
    '',
  );
}

export function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
}

/** Parses raw brand JSON; throws a BrandConfigError naming the file and every bad field. */
export function parseBrandConfig(raw: unknown, file: string): BrandConfig {
  const result = brandSchema.safeParse(raw);
  if (!result.success) throw new BrandConfigError(file, describeIssues(result.error.issues));
  return result.data;
}
