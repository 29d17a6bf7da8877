/**
 * Calls the API of the server at `base` as the web app does (a JSON body marked so, the bearer `token` when given)
 * and answers the parsed body; an error status throws with the server's answer in the message.
 */
export function apiClient(base: string) {
  return async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    if (typeof init.body === 'string') headers.set('content-type', 'application/json');
    const response = await fetch(`${base}/api${path}`, { ...init, headers });
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
    return (response.status === 204 ? undefined : await response.json()) as T;
  };
}

export type ApiCall = ReturnType<typeof apiClient>;
