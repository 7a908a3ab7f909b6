// The shell: header, drawer, footer, social links, the toast region (PaidContentLock and OrderConfirmation
// reuse its login and legal-notice links). Each string is its own const as well, so that the catalogue
// (./catalogue.ts) can re-export it alone. The header's and footer's first-paint words live in ./shell.ts.
import {
  commercialLaw,
  contact,
  faq,
  footerMenu,
  login,
  mainMenu,
  openMenu,
  opensInNewTab,
  privacy,
  register,
  social,
  socialNetworks,
  terms,
} from './shell.ts';

export * from './shell.ts';
export const notifications = '通知';
export const closeNotification = '閉じる';
export const myPage = 'マイページ';
export const memberInfo = '会員情報';
export const passwordReset = 'パスワード再設定';
export const logout = 'ログアウト';
export const cart = 'カート';
export const cartItemsUnit = '点';
export const cartWithCount = (count: number) => `カート（${count}点）`;
export const closeMenu = 'メニューを閉じる';
/** Said when the drawer's code could not be fetched (offline): the menu button is closed again. */
export const menuUnavailable = 'メニューを開けませんでした。通信状態を確かめて、もう一度押してください。';
export const orderHistory = '注文履歴';
export const votingHistory = '投票履歴';
export const help = 'ヘルプ';
export const home = 'ホーム';
export const membershipGuide = '入会案内';

export const navText = {
  notifications,
  closeNotification,
  login,
  register,
  myPage,
  memberInfo,
  passwordReset,
  logout,
  cart,
  cartItemsUnit,
  cartWithCount,
  openMenu,
  closeMenu,
  menuUnavailable,
  mainMenu,
  orderHistory,
  votingHistory,
  help,
  faq,
  contact,
  home,
  membershipGuide,
  social,
  terms,
  privacy,
  commercialLaw,
  footerMenu,
  opensInNewTab,
  socialNetworks,
} as const;
