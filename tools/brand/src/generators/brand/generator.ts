import { formatFiles, joinPathFragments, type Tree } from '@nx/devkit';
import { parseBrandConfig } from '@playdeck/brand/schema';

export interface BrandGeneratorSchema {
  id: string;
  name: string;
  merchantCode: string;
  domain: string;
  from?: string;
}

const BRANDS = 'brands';

function copyFolder(tree: Tree, from: string, to: string): void {
  for (const child of tree.children(from)) {
    const source = joinPathFragments(from, child);
    const target = joinPathFragments(to, child);
    if (tree.isFile(source)) tree.write(target, tree.read(source)!);
    else copyFolder(tree, source, target);
  }
}

/** brands/<id> from an existing brand (default: `default`) with a new id, name, merchant code and domain. */
export async function brandGenerator(tree: Tree, options: BrandGeneratorSchema): Promise<void> {
  const from = options.from ?? 'default';
  const source = joinPathFragments(BRANDS, from);
  const target = joinPathFragments(BRANDS, options.id);
  if (!tree.exists(joinPathFragments(source, 'brand.json'))) {
    throw new Error(`Cannot create brand "${options.id}": ${source}/brand.json does not exist.`);
  }
  if (tree.exists(target)) throw new Error(`Cannot create brand "${options.id}": ${target} already exists.`);

  copyFolder(tree, source, target);
  const file = joinPathFragments(target, 'brand.json');
  const config = JSON.parse(tree.read(file, 'utf-8')!) as Record<string, unknown>;
  const created = {
    ...config,
    id: options.id,
    name: options.name,
    merchantCode: options.merchantCode,
    // <id>.localhost lets `npm start` serve the new brand locally beside the others.
    domains: [options.domain.trim().toLowerCase(), `${options.id}.localhost`],
  };
  // Validate before writing so a bad id, code or domain is reported with the field, not at build time.
  parseBrandConfig(created, file);
  tree.write(file, `${JSON.stringify(created, null, 2)}\n`);
  // Laid out by the workspace's Prettier settings, so the new brand passes `npm run lint` as created.
  await formatFiles(tree);
}

export default brandGenerator;
