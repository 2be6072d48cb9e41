import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

/** The part of a JSON Schema the reference shows. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  description?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  additionalProperties?: JsonSchema | boolean;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface Content {
  content?: Record<string, { schema?: JsonSchema }>;
  description?: string;
}

interface Operation {
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: Content;
  responses?: Record<string, Content>;
}

export interface ApiDocument {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}

/** One call of the API as the reference lists it. */
export interface ApiCall {
  method: string;
  path: string;
  description: string | null;
  parameters: Parameter[];
  body: JsonSchema | null;
  /** Each answer's status and schema (its first content type's). */
  answers: { status: string; schema: JsonSchema | null }[];
}

export const apiDocumentOptions = () =>
  queryOptions({
    queryKey: ['admin-api-document'],
    queryFn: ({ signal }) => apiRequest<ApiDocument>('/openapi.json', { signal }),
    staleTime: Infinity,
    retry: false,
  });

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const firstSchema = (content: Content | undefined) => Object.values(content?.content ?? {})[0]?.schema ?? null;

/**
 * The document's calls grouped by the first segment of their path (`/api/commandes/{id}` →
 * commandes), alphabetically, keeping those whose method and path contain `filter`.
 */
export function groupCalls(document: ApiDocument, filter: string): [string, ApiCall[]][] {
  const needle = filter.trim().toLowerCase();
  const groups = new Map<string, ApiCall[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      if (needle && !`${method} ${path}`.toLowerCase().includes(needle)) continue;
      const group = path.split('/')[2] ?? '';
      const calls = groups.get(group) ?? [];
      calls.push({
        method: method.toUpperCase(),
        path,
        description: operation.summary ?? operation.description ?? null,
        parameters: operation.parameters ?? [],
        body: firstSchema(operation.requestBody),
        answers: Object.entries(operation.responses ?? {}).map(([status, answer]) => ({
          status,
          schema: firstSchema(answer),
        })),
      });
      groups.set(group, calls);
    }
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}
