import { findPrefectureById, normalizeZip, PREFECTURES, validation } from '@fanclub/domain';
import type { User } from '@fanclub/domain/contract';
import { postalCodeQueryOptions, useApiClient } from '@fanclub/domain/react';
import { KanaField, PrefectureSelect, TextField, uiMessages, ZipField, type ZipAddress } from '@fanclub/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { bind } from './form/bind.ts';
import type { FormFields } from './form/use-site-form.ts';
import { personFieldText as text } from '../messages/person-fields.ts';
import styles from './PersonFields.module.css';

/** The fields every person form shares (spec: names, kana, phone, zip, prefecture, three address lines). */
export interface PersonValues {
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  phone: string;
  zipCode: string;
  prefectureId: number | string;
  address1: string;
  address2: string;
  address3?: string | null | undefined;
}

/** The person block's fields in the order it shows them, named as the error summary lists them. */
export const PERSON_FIELDS = [
  { name: 'lastName', label: text.lastName },
  { name: 'firstName', label: text.firstName },
  { name: 'lastNameKana', label: text.lastNameKana },
  { name: 'firstNameKana', label: text.firstNameKana },
  { name: 'phone', label: text.phone },
  { name: 'zipCode', label: text.zipCode },
  { name: 'prefectureId', label: uiMessages.prefecture },
  { name: 'address1', label: text.address1 },
  { name: 'address2', label: text.address2 },
  { name: 'address3', label: text.address3 },
] as const satisfies readonly { name: keyof PersonValues; label: string }[];

/** A person form's starting values: the signed-in member's, empty while there is none. */
export function personDefaults(user: User | null | undefined) {
  return {
    lastName: user?.lastName ?? '',
    firstName: user?.firstName ?? '',
    lastNameKana: user?.lastNameKana ?? '',
    firstNameKana: user?.firstNameKana ?? '',
    phone: user?.phone ?? '',
    zipCode: user?.zipCode ?? '',
    prefectureId: user?.prefectureId ?? '',
    address1: user?.address1 ?? '',
    address2: user?.address2 ?? '',
    address3: user?.address3 ?? '',
  };
}

/**
 * Names, phone and address with the postal-code lookup (ui KanaField, ZipField, PrefectureSelect):
 * once the zip has 7 digits the prefecture and city fill themselves in (DESIGN.md "Forms"). Takes
 * any `useSiteForm` whose values hold these fields, so the sign-up, profile and checkout forms, whose
 * other fields differ, all embed the same block.
 */
export function PersonFields({ form }: { form: FormFields<PersonValues> }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  // The zip the address lines were written for: the member's own on a profile or checkout form. A
  // new zip means a new place: the street and building of the old one must not survive under the
  // new town (they did: a Tokyo address with an Osaka tower).
  const addressZip = useRef(normalizeZip(form.values.zipCode) ?? '');

  const lookup = async (zip: string): Promise<ZipAddress | null> =>
    (await queryClient.fetchQuery(postalCodeQueryOptions(client, zip))).results?.[0] ?? null;

  // What the lookup filled in (and emptied) is said in ZipField's status line, not done silently.
  const fill = (result: ZipAddress, zip: string) => {
    const prefecture = Number(result.prefcode);
    const city = `${result.address2}${result.address3}`;
    form.setValue('prefectureId', prefecture, { shouldValidate: true });
    form.setValue('address1', city, { shouldValidate: true });
    let clearedStreet = false;
    if (zip !== addressZip.current) {
      addressZip.current = zip;
      clearedStreet = Boolean(form.values.address2 || form.values.address3);
      form.setValue('address2', '');
      form.setValue('address3', '');
    }
    return text.lookedUp(findPrefectureById(prefecture)?.name ?? result.address1, city, clearedStreet);
  };

  /** A field of the block: its label from the messages and its binding to the form. */
  const named = (name: keyof PersonValues & keyof typeof text) => ({
    label: text[name],
    ...bind(form.field(name)),
  });

  return (
    <>
      <div className={styles.row}>
        <TextField {...named('lastName')} autoComplete="family-name" isRequired />
        <TextField {...named('firstName')} autoComplete="given-name" isRequired />
      </div>
      <div className={styles.row}>
        <KanaField {...named('lastNameKana')} isRequired description={text.kana} />
        <KanaField {...named('firstNameKana')} isRequired description={text.kana} />
      </div>
      <TextField {...named('phone')} type="tel" autoComplete="tel" isRequired description={text.phoneHint} />
      <ZipField
        isRequired
        {...named('zipCode')}
        description={text.zipHint}
        notFoundMessage={validation.zipNotFound}
        onLookup={lookup}
        onAddressFound={fill}
      />
      <PrefectureSelect prefectures={PREFECTURES} isRequired {...bind(form.field('prefectureId'))} />
      <TextField {...named('address1')} autoComplete="address-level2" isRequired />
      <TextField {...named('address2')} autoComplete="address-line1" isRequired />
      <TextField {...named('address3')} autoComplete="address-line2" />
    </>
  );
}
