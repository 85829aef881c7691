import { apiRequest } from '../../../lib/api-client';

/** The account calls need no session: they are how a visitor gets one. */
export function postAuth<T>(path: string, body: unknown): Promise<T> {
  return apiRequest<T>(`/auth${path}`, { method: 'POST', body, auth: false });
}
