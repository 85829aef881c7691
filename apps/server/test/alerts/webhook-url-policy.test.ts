import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isNonPublicAddress, webhookUrlPolicy } from '../../src/services/alerts/webhook-url-policy';

const production = webhookUrlPolicy({ NODE_ENV: 'production' });
const development = webhookUrlPolicy({ NODE_ENV: 'development' });
const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses;

describe('isNonPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    'fd00::1',
    'fe80::1',
    '::ffff:10.0.0.1',
  ])('%s is not public', (address) => expect(isNonPublicAddress(address)).toBe(true));
  it.each(['8.8.8.8', '172.32.0.1', '2606:4700:4700::1111'])('%s is public', (address) =>
    expect(isNonPublicAddress(address)).toBe(false),
  );
});

describe('checkWebhookUrl', () => {
  it('refuses in production a name that resolves to a private address (any of them)', async () => {
    expect(
      await checkWebhookUrl('https://crm.example.com/h', production, resolvesTo('93.184.216.34', '10.0.0.7')),
    ).toBe('The webhook URL must not point to a private or loopback address');
    expect(await checkWebhookUrl('https://crm.example.com/h', production, resolvesTo('93.184.216.34'))).toBeNull();
  });

  it('reports a host that does not resolve', async () => {
    const failing = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(await checkWebhookUrl('https://nope.invalid/h', production, failing)).toBe(
      'The webhook host nope.invalid could not be found',
    );
  });

  it('skips DNS in development, where a local receiver is the point', async () => {
    expect(await checkWebhookUrl('http://localhost:4000/h', development, resolvesTo('127.0.0.1'))).toBeNull();
    expect(await checkWebhookUrl('https://intranet.local/h', development, resolvesTo('10.0.0.1'))).toBeNull();
  });
});
