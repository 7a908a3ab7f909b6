/**
 * The maintenance and Q&A pages: what the site says itself. The legal pages' titles are the footer's
 * links (ui messages/shell.ts `terms`, `privacy`, `commercialLaw`), the Q&A's title its `faq`.
 */
export const miscText = {
  maintenance: 'メンテナンス中',
  maintenanceLead:
    'ただいまサイトのメンテナンスを行っております。ご不便をおかけしますが、終了までしばらくお待ちください。',
  serviceMaintenance: 'サービスメンテナンス中',
  serviceMaintenanceLead:
    'ただいま一部のサービスをメンテナンスしております。ご不便をおかけしますが、終了までしばらくお待ちください。',
  /** Around the link to the contact form (its words are ui's `contact`): 「解決しない場合は〈お問い合わせ〉ください。」 */
  faqUnsolvedBefore: '解決しない場合は',
  faqUnsolvedAfter: 'ください。',
} as const;
