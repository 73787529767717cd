export { createNodesV2, brandProjectName } from './plugin';
export { brandGenerator, type BrandGeneratorSchema } from './generators/brand/generator';
