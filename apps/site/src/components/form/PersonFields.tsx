import { findPrefectureById, normalizeZip, PREFECTURES, validation } from '@fanclub/domain';
import type { User } from '@fanclub/domain/contract';
import { usePostalCode } from '@fanclub/domain/react';
import { useEffect, useState } from 'react';
import { FormTextField } from './FormTextField.tsx';
import { SelectField } from './SelectField.tsx';
import type { FormFields } from './use-form.ts';
import styles from './form.module.css';

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

/** The status line after a postal-code lookup: what it filled in, and what it emptied. */
const lookupMessage = (prefecture: string, city: string, clearedStreet: boolean) =>
  `郵便番号から都道府県（${prefecture}）と市区町村（${city}）を入力しました。` +
  (clearedStreet
    ? '郵便番号が変わったため、番地と建物名・部屋番号を空にしました。新しい住所を入力してください。'
    : '続けて番地を入力してください。');

const prefectureOptions = PREFECTURES.map((p) => ({ value: p.id, label: p.name }));

/**
 * Names, phone and address with the postal-code lookup: once the zip has 7 digits the prefecture
 * and city fill themselves in (DESIGN.md "Forms"). Takes any `useForm` whose values hold these
 * fields, so the sign-up, profile and checkout forms, whose other fields differ, can all embed it.
 */
export function PersonFields({ form }: { form: FormFields<PersonValues> }) {
  const zipCode = form.watch('zipCode') ?? '';
  const { setValue } = form;
  const lookup = usePostalCode(zipCode);
  const result = lookup.data?.results?.[0];
  const notFound = lookup.data && !lookup.data.results;

  // The zip the address lines were written for: the member's own on a profile or checkout form, so
  // opening the form does not touch them. A new zip means a new place: the street and building of
  // the old one must not survive under the new town (they did: a Tokyo address with an Osaka tower).
  const [addressZip, setAddressZip] = useState(() => normalizeZip(zipCode) ?? '');
  // What the lookup filled in (and emptied), said in the status line under it rather than silently.
  const [filled, setFilled] = useState('');
  useEffect(() => {
    if (!result || normalizeZip(result.zipcode) === addressZip) return;
    setAddressZip(normalizeZip(result.zipcode) ?? '');
    const prefecture = Number(result.prefcode);
    const city = `${result.address2}${result.address3}`;
    setValue('prefectureId', prefecture, { shouldValidate: true });
    setValue('address1', city, { shouldValidate: true });
    const hadStreet = Boolean(form.values.address2 || form.values.address3);
    setValue('address2', '');
    setValue('address3', '');
    setFilled(lookupMessage(findPrefectureById(prefecture)?.name ?? result.address1, city, hadStreet));
  }, [result, setValue, addressZip, form.values.address2, form.values.address3]);

  return (
    <>
      <div className={styles.row}>
        <FormTextField field={form.field('lastName')} label="姓" autoComplete="family-name" isRequired />
        <FormTextField field={form.field('firstName')} label="名" autoComplete="given-name" isRequired />
      </div>
      <div className={styles.row}>
        <FormTextField
          field={form.field('lastNameKana')}
          label="セイ"
          isRequired
          description="全角カタカナ"
        />
        <FormTextField
          field={form.field('firstNameKana')}
          label="メイ"
          isRequired
          description="全角カタカナ"
        />
      </div>
      <FormTextField
        field={form.field('phone')}
        label="電話番号"
        type="tel"
        autoComplete="tel"
        isRequired
        description="ハイフンなし（例：09012345678）"
      />
      <FormTextField
        field={form.field('zipCode')}
        label="郵便番号"
        autoComplete="postal-code"
        isRequired
        description={
          notFound ? validation.zipNotFound : '7桁（例：1500001）。入力すると住所が自動で入ります。'
        }
      />
      <SelectField
        field={form.field('prefectureId')}
        label="都道府県"
        options={prefectureOptions}
        isRequired
        autoComplete="address-level1"
      />
      <FormTextField
        field={form.field('address1')}
        label="市区町村"
        autoComplete="address-level2"
        isRequired
      />
      <p role="status" className={styles.hint}>
        {filled}
      </p>
      <FormTextField field={form.field('address2')} label="番地" autoComplete="address-line1" isRequired />
      <FormTextField field={form.field('address3')} label="建物名・部屋番号" autoComplete="address-line2" />
    </>
  );
}
