import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';

const base: Options = { strict: false, useDefaults: true, removeAdditional: false, allErrors: false };

function ajv(options: Options) {
  const instance = new Ajv({ ...base, ...options });
  addFormats.default(instance);
  return instance;
}

const strict = ajv({ coerceTypes: false });
const coercing = ajv({ coerceTypes: 'array' });

/**
 * Compiled validators by the schema's text and where it applies: the contract's schemas are the same
 * for every app this process builds (the server tests build a hundred), and compiling them is most of
 * an app's start-up. A validator holds no state between requests.
 */
const compiled = new Map<string, ValidateFunction>();

/** The app's request validators and response serializers, each compiled once per process. */
export function registerSchemaCompilers(app: FastifyInstance) {
  registerValidators(app);
  registerSerializers(app);
}

/**
 * Query strings and path parameters arrive as text and are coerced to the contract's types; a JSON
 * body already has types, so it is validated as sent: `"count": "2"` or `[2]` is not a number.
 */
function registerValidators(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const body = httpPart === 'body';
    const key = `${body ? 'strict' : 'coercing'} ${JSON.stringify(schema)}`;
    return once(compiled, key, () => (body ? strict : coercing).compile(schema));
  });
}

type Serialize = (data: unknown) => string;

/**
 * Compiled response serializers by the schema's text, built as Fastify's own compiler builds them
 * (no shared schemas: the contract's are inlined). Building them again was a third of each app's
 * start-up in the server tests; a serializer holds no state between responses either.
 */
const serializers = new Map<string, Serialize>();

function registerSerializers(app: FastifyInstance) {
  app.setSerializerCompiler(({ schema }) =>
    once(serializers, JSON.stringify(schema), () =>
      fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]),
    ),
  );
}

/** What `compile` made for this key before, else compiled now and kept. */
function once<T>(cache: Map<string, T>, key: string, compile: () => T): T {
  let made = cache.get(key);
  if (made === undefined) {
    made = compile();
    cache.set(key, made);
  }
  return made;
}
