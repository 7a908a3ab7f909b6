import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { faqsRepository } from '../repositories/faqs.ts';
import { defineRoute, everyone } from './define.ts';

/** The Q&A page (/q&a): the same answer for everyone, cached until the console changes a question. */
export const faqRoutes = async (app: FastifyInstance) => {
  const faqs = faqsRepository(app.db, app.config.companyId);
  defineRoute(app, endpoints.listFaqs, () => faqs.list(), everyone);
};
