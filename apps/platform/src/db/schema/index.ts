// Every table of the platform, one file per domain; each file's tables are created by a numbered SQL
// migration in ../migrations (0001 core, 01xx session, 02xx system and content, 03xx games and wallet).
export * from './core';
export * from './session';
export * from './system';
export * from './content';
export * from './wallet';
export * from './games';
