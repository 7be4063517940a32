import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../area-options';

/** What the product learns from what people do: behaviours, patterns, automation suggestions, personality (seed 001 §3–§5, §9). */
export const learningArea: FastifyPluginAsync<AreaOptions> = async () => {};
