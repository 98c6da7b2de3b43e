// docs/store-api.openapi.yaml as a checker: finds the operation of a request by its URL and method, and
// validates the request (path, query, headers, the security it must carry, form body) and the answer (status,
// its headers, content type, body: JSON, the XML cart answer, the argument of a JSONP answer, the login page)
// against the document's schemas.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

const ROOT = resolve(import.meta.dirname, '../..');
export const DOCUMENT_PATH = 'docs/store-api.openapi.yaml';
export const apiDocument = parse(readFileSync(resolve(ROOT, DOCUMENT_PATH), 'utf8')) as Json;

const SCHEMA_REF = '#/components/schemas/';
const BASE_ID = 'store-api';

/** The document's schema refs, made to point into one ajv schema of every component. */
function retarget(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(retarget);
  if (node === null || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node as Json)) {
    out[k] =
      k === '$ref' && typeof v === 'string' && v.startsWith(SCHEMA_REF)
        ? `${BASE_ID}#/$defs/${v.slice(SCHEMA_REF.length)}`
        : retarget(v);
  }
  return out;
}

const ajv = new Ajv2020({
  strict: true,
  // A form body's indexed fields (`folders[0][type]`) are required by name and described by pattern.
  strictRequired: false,
  allErrors: true,
  allowUnionTypes: true,
});
// OpenAPI's own annotations beside JSON Schema 2020-12.
ajv.addKeyword({ keyword: 'xml', schemaType: 'object' });
ajv.addKeyword({ keyword: 'example' });
const components = apiDocument.components as Json;
ajv.addSchema({ $id: BASE_ID, $defs: retarget(components.schemas) as Json });

const compiled = new Map<unknown, ValidateFunction>();

/** The named component schema's validator. */
export function schemaNamed(name: string): ValidateFunction {
  const fn = ajv.getSchema(`${BASE_ID}#/$defs/${name}`);
  if (!fn) throw new Error(`${DOCUMENT_PATH}: no schema ${name}`);
  return fn;
}

/** Problems of a value against a schema, as readable lines ([] when valid). */
function problems(schema: unknown, value: unknown, where: string): string[] {
  const fn = compiled.get(schema) ?? ajv.compile(retarget(schema) as Json);
  compiled.set(schema, fn);
  if (fn(value)) return [];
  return (fn.errors ?? []).map(
    (e) => `${where}${e.instancePath} ${e.message ?? ''} ${JSON.stringify(e.params)}`,
  );
}

/** A parameter's or header's value against its schema; a required one not sent is a problem too. */
const checkValue = (item: HeaderObject, value: string | null | undefined, where: string): string[] =>
  value === undefined || value === null
    ? item.required
      ? [`${where} missing`]
      : []
    : problems(item.schema, value, where);

/** A component of the document by its local ref (`#/components/parameters/site`), or the object itself. */
function deref<T>(node: T | { $ref: string }): T {
  if (node && typeof node === 'object' && '$ref' in node && typeof node.$ref === 'string') {
    let cur: unknown = apiDocument;
    for (const part of node.$ref.replace(/^#\//, '').split('/')) cur = (cur as Json)[part];
    if (cur === undefined) throw new Error(`${DOCUMENT_PATH}: ${node.$ref} does not resolve`);
    return cur as T;
  }
  return node as T;
}

type HeaderObject = { required?: boolean; schema: unknown };
type Parameter = HeaderObject & { name: string; in: 'path' | 'query' | 'header' };
type MediaType = { schema: Json };
type ResponseObject = {
  content?: Record<string, MediaType & { examples?: Record<string, { value: unknown }> }>;
  headers?: Record<string, HeaderObject | { $ref: string }>;
};
type SecurityScheme = { in: 'cookie' | 'header' | 'query'; name: string };
/** Each alternative: the schemes it needs all of; `[]`: none needed. */
export type Security = Record<string, string[]>[];
export interface Operation {
  id: string;
  method: string;
  pattern: RegExp;
  parameters: Parameter[];
  body?: Record<string, MediaType>;
  responses: Record<string, ResponseObject>;
  /** The operation's own security, or the document's. */
  security: Security;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every operation, its URL pattern built from its server with the given values of the server variables. */
export function operations(serverValues: Record<string, string>): Operation[] {
  const out: Operation[] = [];
  const rootServer = (apiDocument.servers as { url: string }[])[0]?.url ?? '';
  for (const [path, rawItem] of Object.entries(apiDocument.paths as Json)) {
    const item = rawItem as Json;
    const server = ((item.servers as { url: string }[] | undefined)?.[0]?.url ?? rootServer).replace(
      /\{(\w+)\}/g,
      (_, name: string) => serverValues[name] ?? `{${name}}`,
    );
    // A path of "/" under a server of its own is that server's URL itself (the whole configured URL).
    const template = path === '/' && item.servers ? '' : path;
    // Each path parameter a named group.
    const source =
      escapeRe(server.replace(/\/+$/, '')) + escapeRe(template).replace(/\\\{(\w+)\\\}/g, '(?<$1>[^/]+)');
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const params = [...((item.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])].map(
        (p) => deref(p as Parameter),
      );
      const body = op.requestBody
        ? deref(op.requestBody as { content: Record<string, MediaType> })
        : undefined;
      out.push({
        id: String(op.operationId),
        method: method.toUpperCase(),
        pattern: new RegExp(`^${source}$`),
        parameters: params,
        body: body?.content,
        responses: Object.fromEntries(
          Object.entries(op.responses as Json).map(([k, v]) => [k, deref(v as ResponseObject)]),
        ),
        security: (op.security ?? apiDocument.security ?? []) as Security,
      });
    }
  }
  return out;
}

export interface Exchange {
  method: string;
  url: string;
  headers: Headers;
  body: string;
  status: number;
  statusText: string;
  contentType: string;
  answer: string;
  /** The answer's headers. */
  responseHeaders: Headers;
}

const schemes = (components.securitySchemes ?? {}) as Record<string, SecurityScheme>;

/** Whether the request carries what one of the operation's security alternatives needs. */
function secured(security: Security, headers: Headers, query: Map<string, string>): boolean {
  if (security.length === 0) return true;
  return security.some((alternative) =>
    Object.keys(alternative).every((name) => {
      const scheme = schemes[name];
      if (!scheme) throw new Error(`${DOCUMENT_PATH}: no security scheme ${name}`);
      // A cookie with a value.
      if (scheme.in === 'cookie')
        return new RegExp(`(?:^|;)\\s*${scheme.name}=[^;\\s]`).test(headers.get('cookie') ?? '');
      return scheme.in === 'header' ? headers.has(scheme.name) : query.has(scheme.name);
    }),
  );
}

const mediaOf = (contentType: string) => contentType.split(';')[0]?.trim().toLowerCase() ?? '';
const xml = new XMLParser({ parseTagValue: false, ignoreDeclaration: true });

/** The answer's body as its schema reads it (JSON, the XML root's fields, a JSONP call's argument), or a problem. */
function readBody(
  media: string,
  schema: Json,
  answer: string,
  callback: string,
): { value?: unknown; problem?: string } {
  if (media === 'text/xml') {
    const root = (deref<Json>(schema).xml as { name?: string } | undefined)?.name ?? '';
    if (XMLValidator.validate(answer) !== true) return { problem: 'not well-formed XML' };
    // An element with no child elements parses as '': read as an object without fields.
    const value = (xml.parse(answer) as Json)[root];
    return value === undefined ? { problem: `no <${root}> root` } : { value: value === '' ? {} : value };
  }
  let json = answer.trim();
  if (media === 'application/javascript') {
    if (!json.startsWith(`${callback}(`) || !json.endsWith(');'))
      return { problem: `not a call of ${callback}` };
    json = json.slice(callback.length + 1, -2);
  } else if (media !== 'application/json') return { value: answer };
  try {
    return { value: JSON.parse(json) };
  } catch {
    return { problem: 'not JSON' };
  }
}

/** Finds the exchange's operation and lists how the exchange departs from it ([] when it conforms). */
export function check(ops: Operation[], ex: Exchange): { op?: Operation; problems: string[] } {
  const url = new URL(ex.url);
  const target = url.origin + url.pathname;
  const op = ops.find((o) => o.method === ex.method && o.pattern.test(target));
  if (!op) return { problems: [`${ex.method} ${target}: no operation in ${DOCUMENT_PATH}`] };
  const out: string[] = [];
  const where = `${op.id} `;
  const pathValues = op.pattern.exec(target)?.groups ?? {};
  const query = new Map<string, string>();
  for (const [k, v] of url.searchParams) {
    if (query.has(k)) out.push(`${where}query ${k} sent twice`);
    query.set(k, v);
  }
  for (const p of op.parameters) {
    const value =
      p.in === 'path'
        ? decodeURIComponent(pathValues[p.name] ?? '')
        : p.in === 'query'
          ? query.get(p.name)
          : ex.headers.get(p.name);
    out.push(...checkValue(p, value, `${where}${p.in} ${p.name}`));
  }
  const declaredQuery = new Set(op.parameters.filter((p) => p.in === 'query').map((p) => p.name));
  for (const k of query.keys()) if (!declaredQuery.has(k)) out.push(`${where}query ${k} not in the document`);

  if (op.body) {
    const media = mediaOf(ex.headers.get('content-type') ?? '');
    const content = op.body[media];
    if (!content) out.push(`${where}body sent as ${media}`);
    else {
      const form: Json = {};
      for (const [k, v] of new URLSearchParams(ex.body)) {
        if (k in form) out.push(`${where}body field ${k} sent twice`);
        form[k] = v;
      }
      out.push(...problems(content.schema, form, `${where}body`));
    }
  } else if (ex.body !== '') out.push(`${where}a body the document does not describe`);

  if (!secured(op.security, ex.headers, query))
    out.push(`${where}the request carries none of its security alternatives`);

  const response = op.responses[String(ex.status)] ?? op.responses.default;
  if (!response) return { op, problems: [...out, `${where}status ${ex.status} not in the document`] };
  for (const [name, raw] of Object.entries(response.headers ?? {}))
    out.push(
      ...checkValue(deref(raw), ex.responseHeaders.get(name), `${where}answer ${ex.status} header ${name}`),
    );
  if (response.content) {
    const media = mediaOf(ex.contentType);
    const content = response.content[media];
    if (!content) out.push(`${where}answer ${ex.status} as ${media} not in the document`);
    else {
      const read = readBody(media, content.schema, ex.answer, query.get('callback') ?? '');
      if (read.problem) out.push(`${where}answer: ${read.problem}`);
      else out.push(...problems(content.schema, read.value, `${where}answer ${ex.status} ${media}`));
    }
  }
  return { op, problems: out };
}
