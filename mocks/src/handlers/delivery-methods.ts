import { answers } from '@fanclub/domain/answers';
import { db } from '../db.ts';
import { fail, handle, page } from './handle.ts';

export const activeDeliveryMethods = () =>
  [...db.content.deliveryMethods]
    .filter((method) => method.isActive)
    .sort((a, b) => a.displayOrder - b.displayOrder);

export const deliveryMethodsHandlers = {
  listDeliveryMethods: handle('listDeliveryMethods', () => page(activeDeliveryMethods())),
  getDeliveryMethod: handle(
    'getDeliveryMethod',
    ({ params }) =>
      activeDeliveryMethods().find((method) => method.id === params.id) ?? fail(404, answers.notFound),
  ),
};
