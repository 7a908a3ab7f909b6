// The whole catalogue in its original single-object shape (`ja.loading`, `ja.voting.points`, ...),
// rebuilt from the per-group modules by re-exports only (no object is built here). ./ja.ts re-exports
// it as a module namespace (`export * as ja`), so a bundler resolves `ja.required` to the `required`
// const of ./field.ts and `ja.voting` to `votingText`, and keeps only those; only a consumer that
// takes the namespace as a whole value (`uiMessages`) keeps everything. Components import their
// group module directly.
import { orderStatusText } from './order-status.ts';
import { votingText } from './voting.ts';
import { surveyText } from './survey.ts';
import { drawText } from './draw.ts';
import { qrText } from './qr.ts';
import { imageUploadText } from './image-upload.ts';
import { richTextEditorText } from './rich-text-editor.ts';
import { giftPostText } from './gift-post.ts';
import { noticeText } from './notice.ts';
import { scheduleText } from './schedule.ts';
import { discographyText } from './discography.ts';
import { profileText } from './profile.ts';
import { emailConfirmText } from './email-confirm.ts';
import { errorSummaryText } from './error-summary.ts';
import { cardFormText } from './card-form.ts';
import { orderConfirmationText } from './order-confirmation.ts';
import { unsubscribeText } from './unsubscribe.ts';
import { paymentMethodText } from './payment-method.ts';
import { memberSummaryText } from './member-summary.ts';
import { posterVideoText } from './poster-video.ts';

export {
  loading,
  retry,
  errorTitle,
  errorDescription,
  emptyTitle,
  busyTitle,
  busyDescription,
  busyCountdown,
  busyRetrying,
} from './status.ts';
export { required, optional, showPassword, selectPlaceholder, prefecture } from './field.ts';
// The shell's and the shop's words (and their navText / shopText groups) by `export *`: their
// modules list each word once, in their group object.
export * from './nav.ts';
export { pagination, previousPage, nextPage, page } from './pagination.ts';
export { previousItem, nextItem } from './detail.ts';
export { paidLockTitle, paidLockGuest, paidLockJoin, paidLockGuide, paidLockFree } from './paid-lock.ts';
export { upgrade, isNew, paidBadge } from './content.ts';
export * from './shop.ts';
export { currentPlan, choosePlan, initialFee, free, joinPlan } from './plan.ts';
export { topics } from './topic-list.ts';
export { musicVideos, musicVideoLocked } from './music-video.ts';
export {
  orderStatusText as orderStatus,
  paymentMethodText as paymentMethod,
  votingText as voting,
  surveyText as survey,
  drawText as draw,
  qrText as qr,
  imageUploadText as imageUpload,
  richTextEditorText as richTextEditor,
  giftPostText as giftPost,
  noticeText as notice,
  scheduleText as schedule,
  discographyText as discography,
  profileText as profile,
  emailConfirmText as emailConfirm,
  errorSummaryText as errorSummary,
  cardFormText as cardForm,
  orderConfirmationText as orderConfirmation,
  unsubscribeText as unsubscribe,
  memberSummaryText as memberSummary,
  posterVideoText as posterVideo,
};
