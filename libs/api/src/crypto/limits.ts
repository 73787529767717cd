/**
 * The largest encrypted payload, in characters of its DES ciphertext (base64). Upstream repeats the
 * ciphertext in the `X-Digest` header, so it must fit a server's request-header budget (the platform
 * allows 64 KiB) beside the other headers. The client refuses a larger one before sending it and the
 * platform answers one with 413 `request.body.too.large`. No module imports: the client's first render
 * may read it without loading crypto-js.
 */
export const ENCRYPTED_VALUE_LIMIT = 24 * 1024;
