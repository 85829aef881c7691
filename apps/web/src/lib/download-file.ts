import { API_BASE, ApiError, getAccessToken, refreshAccessToken } from './api-client';

/** The name in `Content-Disposition` (RFC 5987 form first), else the fallback. */
export function fileNameFromDisposition(header: string | null, fallback: string) {
  if (!header) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // A malformed encoding falls through to the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/**
 * Downloads an authenticated API file (CSV export, a visitor's document). A plain link cannot
 * carry the bearer token, so the file is fetched and handed to the browser as a blob.
 */
export async function downloadFile(path: string, fallbackName: string) {
  const send = async (token: string | null) =>
    fetch(`${API_BASE}/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  let res = await send(await getAccessToken());
  if (res.status === 401) {
    const token = await refreshAccessToken();
    if (token) res = await send(token);
  }
  if (!res.ok) {
    const body = await res.json().catch(() => null);
    throw new ApiError(body?.error ?? `Download failed (HTTP ${res.status})`, res.status, body?.field);
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameFromDisposition(res.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or the download would be cancelled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
