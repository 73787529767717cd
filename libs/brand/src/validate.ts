import type { z } from 'zod';
import { contrastProblems } from './contrast';
import { brandSchema, type BrandConfig } from './schema';

export class BrandConfigError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(`Invalid brand config ${file}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'BrandConfigError';
  }

  /** How Node (and so Vite's "error during build") prints it: the problems, not a stack trace into the loader. */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return `${this.name}: ${this.message}`;
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

/** Parses raw brand JSON against the schema alone; throws a BrandConfigError naming the file and every bad field. */
export function parseBrandSchema(raw: unknown, file: string): BrandConfig {
  const result = brandSchema.safeParse(raw);
  if (!result.success) throw new BrandConfigError(file, describeIssues(result.error.issues));
  return result.data;
}

/**
 * Parses raw brand JSON; throws a BrandConfigError naming the file and every bad field, or, when the fields are
 * good, every theme colour pair below WCAG 2.2 AA (contrast.ts): a brand that would ship unreadable does not parse.
 */
export function parseBrandConfig(raw: unknown, file: string): BrandConfig {
  const config = parseBrandSchema(raw, file);
  const problems = contrastProblems(config.theme);
  if (problems.length) throw new BrandConfigError(file, problems);
  return config;
}
