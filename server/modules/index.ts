/**
 * Table of contents of the domain modules beyond the skeleton's core (member, catalog, cart,
 * template, media). Each entry is a Fastify plugin receiving the AppDeps.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app';

export const shopperModules: FastifyPluginAsync<AppDeps>[] = [];
export const adminModules: FastifyPluginAsync<AppDeps>[] = [];
