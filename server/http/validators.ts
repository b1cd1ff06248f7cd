import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const base: Options = { strict: false, useDefaults: true, removeAdditional: false, allErrors: false };

/**
 * Query strings and path parameters arrive as text and are coerced to the contract's types; a JSON
 * body already has types, so it is validated as sent: `"count": "2"` or `[2]` is not a number.
 */
export function registerValidators(app: FastifyInstance) {
  const strict = new Ajv({ ...base, coerceTypes: false });
  const coercing = new Ajv({ ...base, coerceTypes: 'array' });
  addFormats.default(strict);
  addFormats.default(coercing);
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? strict : coercing).compile(schema),
  );
}
