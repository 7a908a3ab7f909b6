import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth.ts';
import { contentRoutes } from './content.ts';
import { healthRoutes } from './health.ts';
import { siteRoutes } from './site.ts';
import { postalCodeRoutes } from './postal-codes.ts';
import { membershipRoutes } from './membership.ts';
import { votingRoutes } from './voting.ts';
import { surveyRoutes } from './surveys.ts';
import { drawEventRoutes } from './draw-events.ts';
import { giftRoutes } from './gifts.ts';
import { eventRewardRoutes } from './event-rewards.ts';
import { contactRoutes } from './contact.ts';
import { cartRoutes } from './cart.ts';
import { orderRoutes } from './orders.ts';
import { productRoutes } from './products.ts';

/** One plugin per resource; each registers its endpoints from the contract table. */
export const registerRoutes = async (app: FastifyInstance) => {
  await app.register(healthRoutes);
  await app.register(postalCodeRoutes);
  await app.register(authRoutes);
  await app.register(contentRoutes);
  await app.register(siteRoutes);
  await app.register(productRoutes);
  await app.register(cartRoutes);
  await app.register(orderRoutes);
  await app.register(membershipRoutes);
  await app.register(votingRoutes);
  await app.register(surveyRoutes);
  await app.register(drawEventRoutes);
  await app.register(giftRoutes);
  await app.register(eventRewardRoutes);
  await app.register(contactRoutes);
};
