/**
 * Console roles (issue 20): the owner may do everything, operators and settings included; an
 * editor runs content and engagement; shop runs products, stock and orders; support runs members
 * and reads everything else. Plain values (no zod) so the console's navigation reads them at once.
 */
export const operatorRoles = ['owner', 'editor', 'shop', 'support'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

/** The areas of the console; each admin endpoint belongs to one. */
export type AdminArea =
  'content' | 'engagement' | 'shop' | 'membership' | 'plans' | 'operators' | 'settings' | 'dashboard';

const writers: Record<AdminArea, readonly OperatorRole[]> = {
  content: ['owner', 'editor'],
  engagement: ['owner', 'editor'],
  shop: ['owner', 'shop'],
  membership: ['owner', 'support'],
  /** Membership plans are money: the owner's (support reads them). */
  plans: ['owner'],
  operators: ['owner'],
  /** The site's settings (the web specification): the owner's. */
  settings: ['owner'],
  dashboard: ['owner', 'editor', 'shop', 'support'],
};

/** Support reads every area but the owner's; the others read what they write. */
const readers = (area: AdminArea): readonly OperatorRole[] =>
  area === 'operators' ? writers.operators : [...new Set([...writers[area], 'support' as const])];

/** Who may call: reads (GET) and writes of an area. */
export const rolesFor = (area: AdminArea, access: 'read' | 'write'): readonly OperatorRole[] =>
  access === 'read' ? readers(area) : writers[area];

export const operatorRoleLabels: Record<OperatorRole, string> = {
  owner: 'オーナー',
  editor: '編集',
  shop: 'ショップ',
  support: 'サポート',
};
