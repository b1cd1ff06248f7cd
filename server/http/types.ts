import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from '../../src/api/schema';
import type { Merchant, Staff, User } from '../db/schema';

/** Request and response types of each operation, read from the generated contract types. */
export type OperationId = keyof operations;
export type Schemas = components['schemas'];

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Params<K extends OperationId> = operations[K]['parameters'];
type Success<R> = R extends { 200: infer A }
  ? A
  : R extends { 201: infer A }
    ? A
    : R extends { 204: unknown }
      ? void
      : never;

export type BodyOf<K extends OperationId> = operations[K] extends { requestBody: infer B }
  ? Json<B>
  : operations[K] extends { requestBody?: infer B }
    ? Json<B> | undefined
    : never;
export type QueryOf<K extends OperationId> = NonNullable<Params<K>['query']>;
export type PathOf<K extends OperationId> = NonNullable<Params<K>['path']>;
export type ReplyOf<K extends OperationId> =
  Json<Success<operations[K]['responses']>> extends never ? void : Json<Success<operations[K]['responses']>>;

export interface RequestContext {
  merchant: Merchant | null;
  user: User | null;
  staff: Staff | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

export type OpRequest<K extends OperationId> = FastifyRequest<{
  Body: BodyOf<K>;
  Querystring: QueryOf<K>;
  Params: PathOf<K>;
}>;

export type Handler<K extends OperationId> = (
  request: OpRequest<K>,
  reply: FastifyReply,
) => Promise<ReplyOf<K> | FastifyReply | void>;

/** Every operation of the contract; a missing one fails `tsc`. */
export type Handlers = { [K in OperationId]: Handler<K> };
