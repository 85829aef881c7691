import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createAgent } from '../factories';
import { build } from '../helper';
import { TOKEN_HEADER, type VisitorChat, say, startChat } from '../widget/widget-support';

/**
 * Walks the app's own OpenAPI document and sends every route malformed input: NUL bytes, lone
 * surrogates, huge strings, wrong types, objects and arrays where scalars go, impossible and
 * extreme dates, bad ids, missing or invalid bodies, wrong content types and broken multipart.
 * Whatever arrives, the answer is a 4xx (or 2xx), never a 5xx, and it is whole: a JSON body
 * parses and a CSV body ends at a row's end. Routes are reached with real ids and tokens, so
 * the input gets past the 404s to where it would be stored or queried.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  /** A record keyed by an enum lists its keys as `required`, with `additionalProperties` per key. */
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  minLength?: number;
  default?: unknown;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
  security?: unknown[];
};

const HUGE = 'x'.repeat(100_000);
const LONE_SURROGATE = '\uD800';
const BAD_DATES = ['0000-01-01', '9999-12-31', '2025-02-30'];

/** Values that do not belong in a JSON body field, whatever its type. */
const BODY_VALUES: unknown[] = [
  'a\u0000b',
  `x${LONE_SURROGATE}y`,
  '\uDFFFz',
  HUGE,
  '',
  '\u202Eevil.exe',
  -1,
  1.5,
  1e308,
  true,
  null,
  [],
  ['a', { b: 1 }],
  { nested: { deeper: ['x'] } },
  { $gt: '' },
  ...BAD_DATES,
];

/** Raw (already encoded) query string values. */
const QUERY_VALUES = [
  '',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%',
  encodeURIComponent(HUGE.slice(0, 5000)),
  '-1',
  '1e308',
  '%5B%5D',
  ...BAD_DATES.map(encodeURIComponent),
];

const PATH_VALUES = [
  'not-a-uuid',
  '%00',
  '00000000-0000-0000-0000-000000000000',
  '%ED%A0%80',
  '..%2F..%2Fetc',
  'x'.repeat(3000),
  '-1',
];

const BOUNDARY = 'fuzzboundary';

/** Whole-request variants for a route that takes a body. */
const BODY_REQUESTS: Array<Pick<InjectOptions, 'payload' | 'headers'>> = [
  { payload: undefined, headers: { 'content-type': 'application/json' } },
  { payload: '{"a":', headers: { 'content-type': 'application/json' } },
  { payload: 'null', headers: { 'content-type': 'application/json' } },
  { payload: '[1,2]', headers: { 'content-type': 'application/json' } },
  { payload: '"text"', headers: { 'content-type': 'application/json' } },
  { payload: '{"\\u0000":"\\ud800"}', headers: { 'content-type': 'application/json' } },
  { payload: 'plain words', headers: { 'content-type': 'text/plain' } },
  { payload: 'a=1&b=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  { payload: '<a/>', headers: { 'content-type': 'application/xml' } },
  { payload: 'x'.repeat(1_100_000), headers: { 'content-type': 'application/json' } },
  // Multipart that ends mid-part, names no boundary, or lies about its boundary.
  {
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 trunc`,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  },
  { payload: 'no boundary here', headers: { 'content-type': 'multipart/form-data' } },
  { payload: `--other\r\n\r\n--other--`, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } },
  {
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"\r\n\r\nnot a file\r\n--${BOUNDARY}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  },
  {
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="\u0000\u202E.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${BOUNDARY}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  },
];

function firstVariant(schema: JsonSchema): JsonSchema {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return firstVariant(choices.find((c) => c.type !== 'null') ?? choices[0]);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map(firstVariant));
  return schema;
}

/** Strings that pass the usual field rules, picked by the field's name. */
const SAMPLE_STRINGS: Array<[RegExp, () => string]> = [
  [/email/i, () => `fuzz-${Math.random().toString(36).slice(2, 8)}@example.com`],
  [/url|website/i, () => 'https://example.com/hook'],
  [/colou?r/i, () => '#3B82F6'],
  [/phone|sms/i, () => '07700900123'],
  [/password/i, () => 'Str0ngPassw0rd-Fuzz'],
  [/code/i, () => '123456'],
];

/** A plausible value for a schema, so one field at a time can be made bad. */
function sampleFor(raw: JsonSchema, ids: Record<string, string>, key = ''): unknown {
  const schema = firstVariant(raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const perKey = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {};
      const properties = schema.properties ?? Object.fromEntries((schema.required ?? []).map((k) => [k, perKey]));
      return Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, sampleFor(v, ids, k)]));
    }
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email') return SAMPLE_STRINGS[0][1]();
      if (schema.format === 'uuid') return ids.id;
      if (schema.format === 'uri') return 'https://example.com/';
      if (schema.pattern?.includes('\\d{4}')) return '2026-01-15';
      if (schema.pattern?.includes(':[0-5]')) return '09:00';
      return SAMPLE_STRINGS.find(([name]) => name.test(key))?.[1]() ?? 'Fuzz text 123 '.padEnd(schema.minLength ?? 0, 'x');
    default:
      return 'x';
  }
}

/** Every leaf path of a sample object, so each field gets its turn at bad input. */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return [prefix];
    return [prefix, ...entries.flatMap(([k, v]) => leafPaths(v, [...prefix, k]))].filter((p) => p.length > 0);
  }
  return [prefix];
}

function withValueAt(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

/** A response cut off mid-body: JSON that does not parse, CSV that stops inside a row. */
function brokenBody(res: LightMyRequestResponse): string | null {
  const type = String(res.headers['content-type'] ?? '');
  if (type.includes('json')) {
    try {
      JSON.parse(res.body);
    } catch {
      return 'JSON body does not parse';
    }
  }
  if (type.includes('text/csv') && !res.body.endsWith('\r\n')) return 'CSV body stops mid-row';
  const length = res.headers['content-length'];
  if (length !== undefined && Number(length) !== res.rawPayload.length) return 'body shorter than content-length';
  return null;
}

let app: App;
let agent: Awaited<ReturnType<typeof createAgent>>;
let chat: VisitorChat;
let ids: Record<string, string>;

beforeAll(async () => {
  app = await build({ RATE_LIMIT_DISABLED: 'true' });
  agent = await createAgent(app);
  chat = await startChat(app, agent.widgetId);
  await say(app, chat, 'I want to buy in Clapham, budget 450k, mortgage agreed. Sarah, sarah@example.com, 07700900123');
  const leads = await app.inject({
    method: 'GET',
    url: '/api/leads',
    headers: { authorization: `Bearer ${agent.accessToken}` },
  });
  const leadId = leads.json().data.items[0]?.id as string;
  ids = { widgetId: agent.widgetId, id: chat.conversationId, leadId, code: 'abc', slugOrId: 'x' };
});
afterAll(() => app?.close());

/** Ids per route: a lead route gets the lead, a conversation route the conversation. */
function pathParamValue(path: string, name: string): string {
  if (name === 'id' && path.startsWith('/api/leads/')) return ids.leadId;
  return ids[name] ?? ids.id;
}

/**
 * A settings form's body starts from what GET answers for the same path (a valid whole), else
 * from the schema, so each bad field is the only thing wrong with the request.
 */
async function currentOrSample(path: string, schema: JsonSchema, accessToken: string): Promise<unknown> {
  const sample = sampleFor(schema, ids) as Record<string, unknown>;
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => pathParamValue(path, name));
  const current = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${accessToken}` } });
  if (current.statusCode !== 200 || !sample || typeof sample !== 'object') return sample;
  const data = current.json().data as Record<string, unknown>;
  return Object.fromEntries(Object.keys(sample).map((k) => [k, k in data ? data[k] : sample[k]]));
}

/** Routes that answer with an endless event stream: inject would wait for ever. */
const isEventStream = (op: Operation) =>
  Object.values(op.responses ?? {}).some((r) => r.content && 'text/event-stream' in r.content);

/** Signing out ends the session every other request uses, so it runs last. */
const endsSession = (path: string) => path === '/api/auth/logout';

describe('every route in the OpenAPI document, fed malformed input', () => {
  it('answers no 5xx and no response broken mid-body', { timeout: 240_000 }, async () => {
    const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const operations = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })))
      .filter(({ path, op }) => !isEventStream(op) && !path.endsWith('/events'))
      .sort((a, b) => Number(endsSession(a.path)) - Number(endsSession(b.path)));
    const failures: string[] = [];
    let sent = 0;

    for (const { path, method, op } of operations) {
      const params = op.parameters ?? [];
      const pathOf = (overrides: Record<string, string> = {}) =>
        path.replace(/\{(\w+)\}/g, (_, name: string) => overrides[name] ?? pathParamValue(path, name));
      const bodySchema = op.requestBody?.content['application/json']?.schema;
      const baseBody = bodySchema ? await currentOrSample(path, bodySchema, agent.accessToken) : undefined;

      const send = async (label: string, opts: Omit<InjectOptions, 'method'>) => {
        for (const asAgent of op.security ? [true] : [true, false]) {
          const headers: Record<string, string> = { [TOKEN_HEADER]: chat.token, ...(opts.headers as object) };
          if (asAgent) headers.authorization = `Bearer ${agent.accessToken}`;
          sent++;
          let res: LightMyRequestResponse;
          try {
            res = await app.inject({ ...opts, method: method.toUpperCase() as 'GET', headers });
          } catch (error) {
            failures.push(`${method.toUpperCase()} ${path} ${label}: threw ${(error as Error).message}`);
            continue;
          }
          const who = asAgent ? 'agent' : 'visitor';
          if (res.statusCode >= 500) {
            failures.push(`${method.toUpperCase()} ${path} ${label} (${who}): ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
          const broken = brokenBody(res);
          if (broken) failures.push(`${method.toUpperCase()} ${path} ${label} (${who}): ${broken}`);
        }
      };

      const jsonBody = (body: unknown) =>
        bodySchema ? { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {};

      for (const param of params.filter((p) => p.in === 'path')) {
        for (const value of PATH_VALUES) {
          await send(`path ${param.name}=${value.slice(0, 20)}`, { url: pathOf({ [param.name]: value }), ...jsonBody(baseBody) });
        }
      }
      for (const param of params.filter((p) => p.in === 'query')) {
        for (const value of QUERY_VALUES) {
          await send(`query ${param.name}=${value.slice(0, 20)}`, { url: `${pathOf()}?${param.name}=${value}` });
        }
        await send(`query ${param.name} twice`, { url: `${pathOf()}?${param.name}=a&${param.name}=b` });
        await send(`query ${param.name}[x]`, { url: `${pathOf()}?${param.name}[x]=1` });
      }
      if (['post', 'put', 'patch'].includes(method)) {
        for (const [index, request] of BODY_REQUESTS.entries()) {
          await send(`body variant ${index}`, { url: pathOf(), ...request });
        }
      }
      if (bodySchema) {
        for (const leaf of leafPaths(baseBody)) {
          for (const value of BODY_VALUES) {
            const label = `body ${leaf.join('.')}=${JSON.stringify(value)?.slice(0, 20)}`;
            await send(label, { url: pathOf(), ...jsonBody(withValueAt(baseBody, leaf, value)) });
          }
        }
      }
    }

    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  });
});
