/** The Q&A page (/q&a): what the site says itself. Its title is the footer's link (ui's `faq`). */
export const faqText = {
  /** Around the link to the contact form (its words are ui's `contact`): 「解決しない場合は〈お問い合わせ〉ください。」 */
  unsolvedBefore: '解決しない場合は',
  unsolvedAfter: 'ください。',
} as const;
