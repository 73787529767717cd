export { featureGenerator, type FeatureGeneratorSchema } from './generators/feature/generator';
