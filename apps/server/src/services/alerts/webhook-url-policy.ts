import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { Env } from '../../config/env';

export interface WebhookUrlPolicy {
  /** http:// to localhost, for a receiver on the developer's machine. */
  allowLocalHttp: boolean;
  /** No delivery to private, loopback or link-local addresses (server-side request forgery). */
  blockPrivateAddresses: boolean;
}

export function webhookUrlPolicy(env: Pick<Env, 'NODE_ENV'>): WebhookUrlPolicy {
  const production = env.NODE_ENV === 'production';
  return { allowLocalHttp: !production, blockPrivateAddresses: production };
}

const nonPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv6');
}

/** Private, loopback, link-local, CGNAT, multicast or unspecified; IPv4-mapped IPv6 included. */
export function isNonPublicAddress(address: string) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return nonPublic.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return nonPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const LOCAL_HOSTNAMES = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$|\.localhost$/i;

/** Why this URL cannot be a webhook, or null when its form is fine (no DNS yet). */
export function findWebhookUrlProblem(raw: string, policy: WebhookUrlPolicy): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Please enter a full URL starting with https://';
  }
  if (url.username || url.password) return 'The webhook URL must not contain a username or password';
  const local = LOCAL_HOSTNAMES.test(url.hostname);
  if (url.protocol === 'http:' && !(policy.allowLocalHttp && local)) {
    return policy.allowLocalHttp
      ? 'Webhook URLs must use https:// (http:// is allowed only for localhost in development)'
      : 'Webhook URLs must use https://';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Webhook URLs must use https://';
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (policy.blockPrivateAddresses && (local || (isIP(literal) && isNonPublicAddress(literal)))) {
    return 'The webhook URL must not point to a private or loopback address';
  }
  return null;
}

export type ResolveHost = (hostname: string) => Promise<string[]>;

export const resolveHost: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/**
 * The form check, then (in production) where the name resolves: every address must be public.
 * Delivery checks again at connect time, so a later DNS change cannot point it inside.
 */
export async function checkWebhookUrl(
  raw: string,
  policy: WebhookUrlPolicy,
  resolve: ResolveHost = resolveHost,
): Promise<string | null> {
  const problem = findWebhookUrlProblem(raw, policy);
  if (problem || !policy.blockPrivateAddresses) return problem;
  const hostname = new URL(raw).hostname.replace(/^\[|\]$/g, '');
  if (isIP(hostname)) return null;
  let addresses: string[];
  try {
    addresses = await resolve(hostname);
  } catch {
    return `The webhook host ${hostname} could not be found`;
  }
  if (addresses.length === 0) return `The webhook host ${hostname} could not be found`;
  if (addresses.some(isNonPublicAddress)) return 'The webhook URL must not point to a private or loopback address';
  return null;
}
