/** A person's name as the kit writes it everywhere (mails, CSV, console, confirmations): 姓 名. */
export const fullName = (person: { lastName: string; firstName: string }) =>
  `${person.lastName} ${person.firstName}`.trim();
