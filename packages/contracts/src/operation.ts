import type { operations } from './openapi.gen';

/**
 * One operation of the API as the web app calls it (decision 145): its operationId (the key of the
 * generated `operations` types), its method and its path template (`/api/addresses/{uuid}/`).
 * `operations.gen.ts` holds one per route, generated from the routes' OpenAPI document.
 */
export interface Operation {
  readonly id: keyof operations;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
}

export type OperationId = keyof operations;

/** The generated description of an operation: parameters, request body, answers by status. */
export type OperationOf<Id extends OperationId> = operations[Id];

type Parameters<X> = X extends { parameters: infer P } ? P : never;
type Defined<T> = Exclude<T, undefined>;

/** The path parameters (`{uuid}`), never when the path has none. */
export type PathParamsOf<Id extends OperationId> = Defined<Parameters<OperationOf<Id>> extends { path?: infer T } ? T : never>;
/** The query parameters, never when there are none. */
export type QueryOf<Id extends OperationId> = Defined<Parameters<OperationOf<Id>> extends { query?: infer T } ? T : never>;

type Content<X> = X extends { content: infer C } ? C : never;
type Json<C> = C extends { 'application/json': infer B } ? B : never;

/** The JSON request body, never when there is none. */
export type BodyOf<Id extends OperationId> = Json<Content<Defined<OperationOf<Id> extends { requestBody?: infer B } ? B : never>>>;
/** Whether the request body is required. */
export type BodyRequired<Id extends OperationId> = OperationOf<Id> extends { requestBody: object } ? true : false;

/** The answers by status. */
export type AnswersOf<Id extends OperationId> = OperationOf<Id> extends { responses: infer R } ? R : never;
/** The JSON body of the answer of one status (undefined when it has none). */
export type AnswerBody<Id extends OperationId, S extends keyof AnswersOf<Id>> = AnswersOf<Id>[S] extends {
  content: { 'application/json': infer B };
}
  ? B
  : undefined;
type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 205 | 206;
/** The JSON body of a success answer (undefined for a 204). */
export type SuccessOf<Id extends OperationId> = {
  [S in keyof AnswersOf<Id> & SuccessStatus]: AnswerBody<Id, S>;
}[keyof AnswersOf<Id> & SuccessStatus];

/** The concrete path of an operation: each `{name}` replaced by its parameter, URI-encoded. */
export const pathOf = (operation: Operation, params: Record<string, string | number> = {}): string =>
  operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${operation.id}: no value for the path parameter {${name}}`);
    return encodeURIComponent(String(value));
  });
