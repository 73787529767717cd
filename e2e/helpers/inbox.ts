import { ADMIN_HEADERS, platformOrigin } from './api-session';

export type InboxKind = 'system' | 'promotion' | 'personal';

/**
 * Puts a message in one member's inbox through the platform's loopback admin route (what
 * `npm run platform -- message send` does). Answers how many inboxes it reached.
 */
export async function sendInboxMessage(
  merchant: string,
  username: string,
  message: { title: string; body: string; kind?: InboxKind },
): Promise<number> {
  const response = await fetch(`${platformOrigin}/__admin/message`, {
    method: 'POST',
    headers: { ...ADMIN_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ merchant, username, ...message }),
  });
  const answer = (await response.json()) as { success?: boolean; value?: { sent: number }; message?: string };
  if (!response.ok || !answer.success) throw new Error(`POST /__admin/message refused (HTTP ${response.status}): ${answer.message}`);
  return answer.value!.sent;
}
