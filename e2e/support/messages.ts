import { expect } from 'vitest';
import type { SignedInAccount } from './accounts';
import { baseUrl } from './browser';

/** A message sent over the API, outside any browser: the other person writing from their phone or another tab. */
export async function sendOverApi(from: SignedInAccount, to: SignedInAccount, content: string) {
  const response = await fetch(`${baseUrl()}/api/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${from.accessToken}` },
    body: JSON.stringify({ receiverId: to.user.id, content }),
  });
  expect(response.status).toBe(201);
}
