import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brandJsonSchemaText } from '../../libs/brand/src/build/json-schema';

const target = path.resolve(import.meta.dirname, '../../brands/brand.schema.json');
writeFileSync(target, brandJsonSchemaText());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
