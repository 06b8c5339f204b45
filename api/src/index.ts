// The provider's API types, generated from openapi.yaml. Import these; never write a provider type by hand.
import type { components, operations, paths } from './openapi.d.ts';

export type { components, operations, paths };

/** A component schema by name, e.g. `Schema<'Goods'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** An operation by its operationId. */
export type Operation<Id extends keyof operations> = operations[Id];

type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type SuccessOf<B> = B extends { code: 1 | 200; data: infer D } ? D : never;

/** The `data` of an operation's success envelope. */
export type SuccessData<Id extends keyof operations> = SuccessOf<
  JsonOf<operations[Id]['responses'] extends { 200: infer R } ? R : never>
>;

/** The JSON request body of an operation, when it has one. */
export type RequestBody<Id extends keyof operations> = operations[Id] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/** The query parameters of an operation. */
export type QueryParams<Id extends keyof operations> = operations[Id] extends { parameters: { query?: infer Q } }
  ? NonNullable<Q>
  : never;
