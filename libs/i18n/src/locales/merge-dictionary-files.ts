export type Dictionary = Record<string, string>;

/** Merges a language's dictionary files; a key defined in two files is a mistake the dictionaries test reports. */
export function mergeDictionaryFiles(files: Record<string, Dictionary>): Dictionary {
  return Object.assign(
    {},
    ...Object.keys(files)
      .sort()
      .map((name) => files[name]),
  );
}

/** Keys that more than one file defines, with the files that define them. */
export function duplicatedKeys(files: Record<string, Dictionary>): Record<string, string[]> {
  const owners: Record<string, string[]> = {};
  for (const [file, dictionary] of Object.entries(files)) for (const key of Object.keys(dictionary)) (owners[key] ??= []).push(file);
  return Object.fromEntries(Object.entries(owners).filter(([, files]) => files.length > 1));
}
