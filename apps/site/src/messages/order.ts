/**
 * Putting a product in the cart (the purchase panel of /products/:id), the cart, the checkout and the
 * orders (/cart, /order, the order results, /order-history): what the
 * site says itself. The words ui already has are ui's: the cart's and order history's titles
 * (`cart`, `orderHistory`), the way to checkout (`checkout`), the order's table (`orderConfirmation`),
 * the form's labels (`emailConfirm`, `cardForm`); the card payment's are ./payment.ts.
 */
export const orderText = {
  chooseSku: '種類を選択してください',
  addToCart: 'カートに入れる',
  added: 'カートに追加しました。',
  /** The purchase note a product requires was left empty (the note is ui's `purchaseNote`, 「備考」). */
  noteRequired: (note: string) => `${note}を入力してください。`,
  viewCart: 'カートを見る',
  cartEmpty: 'カートに商品はありません。',
  findProducts: '商品を探す',
  /** Said once a line has left the cart. */
  removed: (name: string) => `${name}をカートから削除しました。`,
  removeTitle: (name: string) => `「${name}」をカートから削除しますか？`,
  removeConfirm: '削除する',
  removeLead: '削除した商品は、商品ページからもう一度カートに入れられます。',
  checkoutTitle: 'ご注文手続き',
  customer: 'お客様・お届け先',
  companyName: '会社名',
  deliveryMethod: '配送方法',
  review: '注文内容を確認する',
  orderTitle: 'オンラインショップのご注文',
  /** The delivery address on the confirmation: 「山田 太郎 様／〒100-0001 東京都…」. */
  deliveryAddress: (name: string, address: string) => `${name} 様／〒${address}`,
  paymentTiming: 'ご注文確定時にクレジットカードで決済されます。',
  konbiniPaymentTiming:
    'ご注文確定後に表示される払込票の番号で、お支払い期限までにコンビニでお支払いください。期限までにお支払いがない場合、ご注文はキャンセルされます。',
  deliveryTiming: 'ご注文確定後、通常7営業日以内に発送します。',
  cancellation:
    'ご注文確定後のキャンセルはお受けできません。不良品の場合は商品到着後7日以内にお問い合わせください。',
  thanks: 'ご注文ありがとうございました',
  orderNumberIs: (id: string) => `ご注文番号：${id}`,
  mailSent: 'ご登録のメールアドレスに注文確認メールをお送りしました。',
  viewOrder: '注文内容を見る',
  keepShopping: 'お買い物を続ける',
  failedTitle: 'ご注文を完了できませんでした',
  cartKept: 'カートの内容はそのまま残っています。',
  backToCheckout: 'ご注文手続きに戻る',
  historyEmpty: 'ご注文はまだありません。',
  /** An order on the history list: 「注文番号 20261129-3F9A…：Tシャツ、タオル」. */
  orderLine: (id: number | string, items: string) => `注文番号 ${id}：${items}`,
  orderNumber: (id: number | string) => `注文番号 ${id}`,
  detail: '注文詳細',
  orderedAt: 'ご注文日時',
  status: '状態',
  payment: 'お支払い方法',
  items: 'ご注文内容',
  backToHistory: '注文履歴に戻る',
  deliveryTo: 'お届け先',
  addressee: (name: string) => `${name} 様`,
  shipping: '発送状況',
  carrier: '配送業者',
  trackingNumber: 'お問い合わせ番号',
  /** The link to the carrier's page; it opens another site in a new tab. */
  track: (carrier: string) => `${carrier}の配送状況を見る（新しいタブで開きます）`,
  /** What 発送状況 says before the parcel leaves, by status. */
  notShippedYet: 'ご注文の商品は発送準備中です。発送しましたらお問い合わせ番号をお知らせします。',
  noShipping: 'このご注文に配送はありません。',
  receipt: '領収書',
  receiptLead: '領収書はこの画面から発行し、ブラウザの印刷機能で印刷・PDF保存できます。',
  receiptIssued: (date: string) => `${date}に発行済みです。もう一度表示すると「再発行」と記載されます。`,
  receiptOpen: '領収書を発行する',
  receiptReopen: '領収書を表示する（再発行）',
  receiptNotPaid: 'お支払いが完了すると領収書を発行できます。',
  refunded: '返金額',
  refundNote:
    'このご注文は返金しました。カードでのお支払いはカード会社経由で、コンビニでのお支払いはご指定の口座へのお振り込みで返金します。詳しくは返金のお知らせメールをご覧ください。',
} as const;

/** The 領収書 page (/order/history/:id/receipt): addressee once, then the printable receipt. */
export const receiptText = {
  title: '領収書',
  addresseeTitle: '領収書の宛名',
  addresseeLead:
    '宛名は一度だけ入力できます。発行後は変更できませんのでご注意ください（会社名でのご発行もできます）。',
  addressee: '宛名',
  addresseeHint: '例: 山田 花子、株式会社○○',
  issue: 'この宛名で発行する',
  reissue: '再発行',
  honorific: '様',
  amount: '金額',
  taxIncluded: '（税込）',
  purpose: (text: string) => `但し ${text}`,
  received: '上記正に領収いたしました。',
  orderNumber: '注文番号',
  issuedAt: '発行日',
  paidAt: 'お支払い日',
  paymentMethod: 'お支払い方法',
  issuer: '発行者',
  registrationNumber: '登録番号',
  details: '内訳',
  item: '品目',
  count: '数量',
  unitPrice: '単価（税込）',
  subtotal: '金額（税込）',
  delivery: '送料',
  taxRateMark: (rate: number) => (rate < 10 ? `${rate}%対象 ※軽減税率` : `${rate}%対象`),
  /** 「10%対象 ¥3,300（内消費税 ¥300）」 */
  rateLine: (rate: string, amount: string, tax: string) => `${rate} ${amount}（内消費税 ${tax}）`,
  total: '合計（税込）',
  print: '印刷する・PDFで保存する',
  printHint: '印刷画面で「PDFに保存」を選ぶとPDFになります。',
  back: '注文詳細に戻る',
} as const;
