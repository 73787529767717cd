/** The forms one feature name takes across the workspace (folder, route id, component, text keys, title). */
export interface FeatureNames {
  /** lucky-wheel: folder, text group, package suffix. */
  name: string;
  /** luckyWheel: route id, paths key, the route /m/luckyWheel. */
  camel: string;
  /** LuckyWheel: the screen component and its loader. */
  pascal: string;
  /** lucky_wheel: the text keys' prefix and route_lucky_wheel. */
  snake: string;
  /** Lucky wheel: the default English title. */
  words: string;
}

export const FEATURE_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export function featureNames(name: string): FeatureNames {
  const parts = name.split('-');
  const camel = parts.map((part, index) => (index === 0 ? part : part[0]!.toUpperCase() + part.slice(1))).join('');
  return {
    name,
    camel,
    pascal: camel[0]!.toUpperCase() + camel.slice(1),
    snake: parts.join('_'),
    words: name[0]!.toUpperCase() + parts.join(' ').slice(1),
  };
}
