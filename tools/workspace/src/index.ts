export { featureGenerator, type FeatureGeneratorSchema } from './generators/feature/generator';
export { screenGenerator, type ScreenGeneratorSchema } from './generators/screen/generator';
