/**
 * The maintenance pages: what the site says itself. The legal pages' titles are the footer's links (ui
 * messages/shell.ts `terms`, `privacy`, `commercialLaw`); the Q&A's words are ./faq.ts, so neither
 * page's first load carries the other's.
 */
export const miscText = {
  maintenance: 'メンテナンス中',
  maintenanceLead:
    'ただいまサイトのメンテナンスを行っております。ご不便をおかけしますが、終了までしばらくお待ちください。',
  serviceMaintenance: 'サービスメンテナンス中',
  serviceMaintenanceLead:
    'ただいま一部のサービスをメンテナンスしております。ご不便をおかけしますが、終了までしばらくお待ちください。',
} as const;
