import { mergeDictionaryFiles, type Dictionary } from '../merge-dictionary-files';

// The language's main dictionary as one chunk: its files (common, shell, home, …) merged, each feature editing its own.
// Every locale folder has this same file; language.json is the folder's facts, not texts.
export default mergeDictionaryFiles(import.meta.glob<Dictionary>(['./*.json', '!./language.json'], { eager: true, import: 'default' }));
