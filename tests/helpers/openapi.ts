import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: object }> }> };
type Spec = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, object> } };

const spec = parse(readFileSync(new URL('../../rest-api/openapi.yaml', import.meta.url), 'utf8')) as Spec;
const ajv = new Ajv2020({ strict: false, allErrors: false });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
ajv.addSchema({ $id: 'openapi', components: spec.components ?? {} });

const routes = Object.entries(spec.paths).map(([template, ops]) => ({
  template,
  ops,
  regex: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

const validators = new Map<string, ReturnType<Ajv2020['compile']>>();

/**
 * Checks a response against rest-api/openapi.yaml: the route and status must be documented and a JSON body
 * must match its schema. Returns a description of the mismatch, or null.
 */
export function specMismatch(method: string, pathname: string, status: number, body: unknown): string | null {
  const route = routes.find((r) => r.regex.test(pathname) && r.ops[method.toLowerCase()]);
  if (!route) return `${method} ${pathname} is not in openapi.yaml`;
  const op = route.ops[method.toLowerCase()]!;
  const response = op.responses?.[String(status)];
  if (!response) return `${method} ${route.template} does not document status ${status}`;
  const schema = response.content?.['application/json']?.schema;
  if (!schema) return null;
  const key = `${method} ${route.template} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    const text = JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/');
    validate = ajv.compile(JSON.parse(text));
    validators.set(key, validate);
  }
  return validate(body) ? null : `${key}: ${ajv.errorsText(validate.errors)}`;
}
