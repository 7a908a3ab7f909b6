import { adminEndpoints } from '@fanclub/domain/admin';
import type { FastifyInstance } from 'fastify';
import { adminDashboardRepository } from '../../repositories/admin/dashboard.ts';
import { defineAdminRoute } from './define.ts';

export const adminDashboardRoutes = async (app: FastifyInstance) => {
  const dashboard = adminDashboardRepository(app.db, app.config.companyId);
  defineAdminRoute(app, adminEndpoints.adminDashboard, () => dashboard.read());
};
