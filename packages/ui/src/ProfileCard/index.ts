export { ProfileCard, type ProfileItem } from './ProfileCard.tsx';
export { AffiliateStoreInfo, type AffiliateStore } from './AffiliateStoreInfo.tsx';
