import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { schedulesRepository } from '../repositories/schedules.ts';
import { publishedRoutes } from './published.ts';

/** The schedule by category, with paid items gated, and the categories. */
export const scheduleRoutes = async (app: FastifyInstance) =>
  publishedRoutes(
    app,
    schedulesRepository(app.db, app.config.companyId),
    {
      list: endpoints.listSchedules,
      get: endpoints.getSchedule,
      categories: endpoints.listScheduleCategories,
    },
    { paid: true },
  );
