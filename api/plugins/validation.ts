import { AjvCompiler } from '@fastify/ajv-compiler';

type BuildValidator = ReturnType<typeof AjvCompiler>;
type Options = NonNullable<Parameters<BuildValidator>[1]>;
type Route = { httpPart?: string };

/**
 * Query strings, path parameters and headers are text and are coerced to their schema's types;
 * JSON bodies already carry types and are not. Coercing a body let `"to": [["a@b.co"]]` slip past
 * a string-or-list schema (Ajv coerces inside `anyOf` branches that then fail) and crash the route.
 */
export function buildValidator(): BuildValidator {
  const pool = AjvCompiler();
  return (externalSchemas, options = {}) => {
    const coercing = pool(externalSchemas, options);
    const typed = pool(externalSchemas, { ...options, customOptions: { ...options.customOptions, coerceTypes: false } } as Options);
    return ((route: Route) => (route.httpPart === 'body' ? typed : coercing)(route as never)) as ReturnType<BuildValidator>;
  };
}
