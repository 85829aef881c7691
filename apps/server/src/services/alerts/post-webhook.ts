import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

export const WEBHOOK_TIMEOUT_MS = 15_000;
const ERROR_BODY_LIMIT = 300;

export class BlockedAddressError extends Error {
  name = 'BlockedAddressError';
}

/** DNS lookup that refuses non-public addresses at connect time, so DNS rebinding cannot sneak in. */
function guardedLookup(isBlocked: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const blocked = addresses.find((a) => isBlocked(a.address));
      if (blocked) {
        return callback(
          new BlockedAddressError(`${hostname} resolves to a private address (${blocked.address})`),
          '',
          0,
        );
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

export interface WebhookResponse {
  status: number;
  /** The start of the response body, for the delivery log when the receiver refuses. */
  bodyStart: string;
}

/**
 * POSTs a JSON body and reports the status. Redirects are not followed (a redirect could lead
 * the server to an address the URL check never saw); the receiver must answer 2xx itself.
 */
export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  opts: { isBlockedAddress?: (address: string) => boolean; timeoutMs?: number } = {},
): Promise<WebhookResponse> {
  const target = new URL(url);
  const transport = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Leadwise-Webhooks/1.0',
        },
        lookup: opts.isBlockedAddress ? guardedLookup(opts.isBlockedAddress) : undefined,
        signal: AbortSignal.timeout(opts.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
      },
      (response) => {
        let bodyStart = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (bodyStart.length < ERROR_BODY_LIMIT) bodyStart += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, bodyStart: bodyStart.slice(0, ERROR_BODY_LIMIT) }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', (error) => {
      if (error.name === 'AbortError' || error.name === 'TimeoutError') {
        reject(new Error(`No answer within ${Math.round((opts.timeoutMs ?? WEBHOOK_TIMEOUT_MS) / 1000)} s`));
      } else reject(error);
    });
    request.end(body);
  });
}
