/**
 * The member number (会員番号) as every screen, card, mail and export writes it: the member's own
 * number (`users.member_number`, from 10000001 in order of joining), eight digits. The console's
 * search takes it as written.
 */
export const formatMemberNumber = (value: number) => String(value).padStart(8, '0');
