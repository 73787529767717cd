/** `path?query`: undefined and null values are left out; arrays travel comma-joined (`types=B,PL,PU`). */
export function requestUrl(path: string, query: unknown): string {
  if (!query || typeof query !== 'object') return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

/** `application/x-www-form-urlencoded` text; undefined and null fields are left out. */
export function formBody(body: unknown): string {
  const params = new URLSearchParams();
  if (body && typeof body === 'object') {
    for (const [name, value] of Object.entries(body)) {
      if (value !== undefined && value !== null) params.append(name, String(value));
    }
  }
  return params.toString();
}
