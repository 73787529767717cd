// Signs a demo member in through the platform's API, the way the login screen does (encrypted body), and
// checks the answer is that member's session. Used by tools/ci/smoke-start.sh against a running `npm start`.
import { randomUUID } from 'node:crypto';
import { encryptRequestBody, type RsaPublicKey } from '../../libs/api/src/crypto';

const [origin, merchant = 'PLAYDECK', username = 'member01', password = 'Demo1234'] = process.argv.slice(2);
if (!origin) throw new Error('usage: smoke-login.ts <origin> [merchant] [username] [password]');
const headers = { Merchant: merchant, Device: 'web', Language: 'EN' };

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${origin}${path}`, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
  const envelope = (await response.json()) as { success: boolean; value?: T; errorCode?: string };
  if (!envelope.success) throw new Error(`${path} answered ${response.status} ${envelope.errorCode}`);
  return envelope.value as T;
}

const key = await call<RsaPublicKey>('/wps/session/key/rsa');
const encrypted = encryptRequestBody({ type: 'username', username, password, loginDeviceId: randomUUID() }, key);
const session = await call<{ token: string; userName: string }>('/wps/session/login', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...encrypted.headers },
  body: JSON.stringify(encrypted.body),
});
if (!session.token || session.userName !== username) throw new Error(`login answered ${JSON.stringify(session)}`);
const wallet = await call<{ sumBalance: number }>('/wps/wallets/gcs', { headers: { Authorization: session.token } });
console.log(`[smoke] ${username} signed in on ${merchant}; balance ${wallet.sumBalance}`);
