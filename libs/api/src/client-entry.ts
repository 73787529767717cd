// The browser side of the contract: HTTP client, errors and react-query options. Kept apart from
// '@playdeck/api' so the platform, which shares the contract, does not load ofetch or react-query.
export * from './client';
export * from './query';
