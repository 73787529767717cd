/**
 * The addresses `npm start` listens on: this machine only (IPv4 and IPv6 loopback, as `localhost` may resolve
 * to either) unless HOST names another (HOST=0.0.0.0: every interface).
 */
export function listenHosts(env) {
  const host = env.HOST?.trim();
  return host ? [host] : ['127.0.0.1', '::1'];
}
