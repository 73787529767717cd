import { mergeDictionaryFiles, type Dictionary } from './merge-dictionary-files';

// One file per feature (common, shell, home, …), merged: each feature edits its own texts.
export default mergeDictionaryFiles(import.meta.glob<Dictionary>('./ty/*.json', { eager: true, import: 'default' }));
