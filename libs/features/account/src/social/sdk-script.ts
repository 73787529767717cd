const loading = new Map<string, Promise<void>>();

/** Adds a provider's SDK <script> once per page; a failed load is forgotten so the next sign-in tries again. */
export function loadSdkScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`could not load ${src}`));
    };
    document.head.appendChild(script);
  });
  loading.set(src, load);
  return load;
}

/** What a player's cancelling looks like to the login form: nothing to report. */
export const cancelled = () => new DOMException('sign-in cancelled', 'AbortError');
