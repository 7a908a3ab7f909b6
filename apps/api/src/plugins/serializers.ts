import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Answers are written by serializers compiled once per route from the contract's zod response
 * schema (zod → JSON Schema → fast-json-stringify), not by a zod parse per answer. Where a schema
 * has no JSON Schema form, the route keeps zod's serializer. With `verify` (development and tests)
 * every answer is also checked against the zod schema and compared with what zod would have
 * written, so a contract mismatch or a difference between the two fails loudly where it is seen.
 */
export const compiledSerializerCompiler =
  (options: { verify: boolean }): FastifySerializerCompiler<z.ZodType> =>
  (route) => {
    const viaZod = zodSerializerCompiler(route);
    let compiled: ((data: unknown) => string) | null = null;
    try {
      const jsonSchema = z.toJSONSchema(route.schema, {
        target: 'draft-7',
        io: 'input',
        unrepresentable: 'throw',
      });
      compiled = fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
    } catch {
      return viaZod;
    }
    const stringify = compiled;
    if (!options.verify) return stringify;
    return (data: unknown) => {
      const expected = viaZod(data);
      const written = stringify(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new Error(
          `compiled serializer of ${route.method} ${route.url} differs from the contract: ${written} vs ${expected}`,
        );
      return written;
    };
  };
