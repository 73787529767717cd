/** A message as an i18n key with its parameters; translated when it is shown, so it follows the language. */
export interface FieldMessage {
  key: string;
  params?: Record<string, string | number>;
}

// Schemas and react-hook-form carry a message as one string: the bare key, or the key and its params as JSON.
export function encodeMessage({ key, params }: FieldMessage): string {
  return params ? JSON.stringify({ key, params }) : key;
}

export function decodeMessage(message: string): FieldMessage {
  if (!message.startsWith('{')) return { key: message };
  try {
    const parsed = JSON.parse(message) as FieldMessage;
    return typeof parsed.key === 'string' ? parsed : { key: message };
  } catch {
    return { key: message };
  }
}
