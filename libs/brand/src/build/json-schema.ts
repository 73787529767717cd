import { z } from 'zod';
import { brandSchema } from '../schema';

/** JSON Schema of brand.json for operators' editors (completion and checks), generated from the zod schema. */
export function brandJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(brandSchema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return {
    ...schema,
    $id: 'https://playdeck.dev/schemas/brand.schema.json',
    title: 'Playdeck brand',
    description: 'brands/<id>/brand.json: one brand of Playdeck. Generated from libs/brand/src/schema.ts by `npm run brand:schema`.',
  };
}

export function brandJsonSchemaText(): string {
  return `${JSON.stringify(brandJsonSchema(), null, 2)}\n`;
}
