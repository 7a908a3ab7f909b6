// @fanclub/domain/admin: the operators' contract, an entry of its own so the fans' site never loads it.
export * from './roles.ts';
export * from './values.ts';
export * from './entities.ts';
export * from './requests.ts';
export * from './endpoints.ts';
export * from './content.ts';
export * from './define.ts';
export * from './shop.ts';
export * from './engagement.ts';
export * from './csv.ts';
export * from './site-settings.ts';
export * from './images.ts';
export * from './plans.ts';
export * from './members.ts';
export * from './shipping.ts';
export * from './staff.ts';
export * from './announcements.ts';
