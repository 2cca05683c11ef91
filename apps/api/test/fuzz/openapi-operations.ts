/** The slice of JSON Schema the zod-generated OpenAPI document uses, as far as the fuzzer reads it. */
export type JsonSchema = {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
};

export type QueryParameter = { name: string; required: boolean; schema: JsonSchema };

/** One operation of the OpenAPI document: what the fuzzer needs to build bad requests for it. */
export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The documented path, e.g. `/api/interviews/{id}/reschedule`. */
  path: string;
  pathParameters: string[];
  query: QueryParameter[];
  body: JsonSchema | null;
};

type OpenApiParameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** Every operation of the document, in its order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      return {
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParameters: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ?? {} })),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
      };
    }),
  );
}

/** `GET /api/interviews/{id}` for an operation. */
export function routeKey(operation: Pick<Operation, 'method' | 'path'>): string {
  return `${operation.method} ${operation.path}`;
}
