import { findPrefectureById, uiText } from '@fanclub/domain';
import { formatPhone, formatZip } from '@fanclub/domain/format';
import { useSignUp } from '@fanclub/domain/react';
import { Button, GENDER_OPTIONS, NativeSelect, TextField, uiMessages } from '@fanclub/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { sessionStore } from '../../app/api.ts';
import { sessionFromTokenAnswer } from '../../app/session/session-store.ts';
import { paths } from '../../app/paths.ts';
import { bind } from '../../components/form/bind.ts';
import { BirthDateField } from '../../components/BirthDateField.tsx';
import { NewPasswordFields } from '../../components/NewPasswordFields.tsx';
import { PERSON_FIELDS, PersonFields } from '../../components/PersonFields.tsx';
import { ErrorSummary } from '../../components/form/ErrorSummary.tsx';
import { useSiteForm } from '../../components/form/use-site-form.ts';
import type { FieldName } from '../../components/form/use-site-form.ts';
import styles from '../../components/content.module.css';
import { notify } from '../../app/site/notify.tsx';
import { accountFieldText } from '../../messages/forms.ts';
import { personFieldText } from '../../messages/person-fields.ts';
import { signUpText as text } from '../../messages/registration.ts';
import own from './sign-up.module.css';

const defaults = (token: string, email: string) => ({
  token,
  email,
  password: '',
  passwordConfirm: '',
  nickName: '',
  birthDate: '',
  gender: '' as number | string,
  lastName: '',
  firstName: '',
  lastNameKana: '',
  firstNameKana: '',
  phone: '',
  zipCode: '',
  prefectureId: '' as number | string,
  address1: '',
  address2: '',
  address3: '',
});

type Values = ReturnType<typeof defaults>;

/** The first step's fields, named as its error summary lists them. */
const ACCOUNT_FIELDS = [
  { name: 'password', label: accountFieldText.password },
  { name: 'passwordConfirm', label: accountFieldText.confirm(accountFieldText.password) },
  { name: 'nickName', label: accountFieldText.nickName },
  { name: 'birthDate', label: accountFieldText.birthDate },
  { name: 'gender', label: accountFieldText.gender },
] as const;

const names = <K extends string>(fields: readonly { name: K }[]) => fields.map((field) => field.name);

/** The three steps of sign-up: who signs in, where they live, and the review before sending. */
export const SIGN_UP_STEPS = [
  { title: text.accountStep, fields: names(ACCOUNT_FIELDS), summary: ACCOUNT_FIELDS },
  { title: text.personStep, fields: names(PERSON_FIELDS), summary: PERSON_FIELDS },
  { title: text.reviewStep, fields: [], summary: [] },
] as const satisfies readonly {
  title: string;
  fields: readonly FieldName<Values>[];
  summary: readonly { name: FieldName<Values>; label: string }[];
}[];

type Step = 0 | 1 | 2;

/**
 * The registration form in steps (STEP 1-3): the account and profile, the name and address, then
 * a confirmation screen (確認画面) of everything before it is sent. One form state holds all three,
 * so 戻る keeps what was typed. Each new step starts with its heading focused and announced.
 */
export function SignUpForm({
  token,
  email,
  initialStep = 0,
}: {
  token: string;
  email: string;
  initialStep?: Step;
}) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(initialStep);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const form = useSiteForm({
    schema: () => import('@fanclub/domain/forms').then((m) => m.signUpForm),
    defaultValues: defaults(token, email),
  });
  const signUp = useSignUp({
    onSuccess: (answer) => {
      sessionStore.set(sessionFromTokenAnswer(answer));
      void navigate(paths.registrationComplete, {
        replace: true,
        state: { memberNumber: answer.user.memberNumber },
      });
    },
    onError: (error) => notify.failure(error, 'signUpFailed'),
  });

  // A new step (not the first one shown) starts at its heading: a screen reader says where it is.
  useEffect(() => {
    if (!moved.current) return;
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start' });
  }, [step]);
  const go = (next: Step) => {
    moved.current = true;
    setStep(next);
  };

  const values = form.values;
  const onSubmit =
    step === 2
      ? form.handleSubmit((body) => signUp.mutate(body))
      : form.handleStep(SIGN_UP_STEPS[step].fields, () => go((step + 1) as Step));

  return (
    <div className={styles.stack}>
      <ol className={own.steps} aria-label={text.steps}>
        {SIGN_UP_STEPS.map((s, index) => (
          <li key={s.title} aria-current={index === step ? 'step' : undefined}>
            <span>{text.step(index + 1)}</span>
            <span>{s.title}</span>
          </li>
        ))}
      </ol>
      <h2 ref={heading} tabIndex={-1} className={own.stepHeading}>
        {text.stepOf(step + 1, SIGN_UP_STEPS[step].title)}
      </h2>
      <form ref={form.ref} className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <ErrorSummary form={form} fields={SIGN_UP_STEPS[step].summary} />
        {step === 0 && (
          <>
            <TextField
              label={uiMessages.emailConfirm.email}
              type="email"
              isReadOnly
              {...bind(form.field('email'))}
            />
            <NewPasswordFields
              label={accountFieldText.password}
              password={form.field('password')}
              confirm={form.field('passwordConfirm')}
            />
            <TextField label={accountFieldText.nickName} {...bind(form.field('nickName'))} />
            <BirthDateField field={form.field('birthDate')} autoComplete="bday" />
            <NativeSelect
              label={accountFieldText.gender}
              options={GENDER_OPTIONS}
              isRequired
              {...bind(form.field('gender'))}
            />
          </>
        )}
        {step === 1 && <PersonFields form={form} />}
        {step === 2 && <Review values={values} />}
        <div className={own.actions}>
          {step > 0 && (
            <Button variant="secondary" onPress={() => go((step - 1) as Step)}>
              {text.back}
            </Button>
          )}
          <Button type="submit" isPending={signUp.isPending}>
            {step === 2 ? text.submit : uiText.next}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The confirmation screen: everything typed, as it will be registered (the password hidden). */
function Review({ values: typed }: { values: { readonly [K in keyof Values]?: unknown } }) {
  const values = Object.fromEntries(
    Object.entries(typed).map(([key, value]) => [
      key,
      value === null || value === undefined ? '' : String(value),
    ]),
  ) as Record<keyof Values, string>;
  const genderLabel = GENDER_OPTIONS.find((option) => String(option.value) === String(values.gender))?.label;
  const prefecture = findPrefectureById(Number(values.prefectureId))?.name ?? '';
  const rows: [string, string][] = [
    [uiMessages.emailConfirm.email, values.email],
    [accountFieldText.password, text.hidden],
    [accountFieldText.nickName, values.nickName || text.none],
    [accountFieldText.birthDate, values.birthDate.replace(/-/g, '/')],
    [accountFieldText.gender, genderLabel ?? ''],
    [personFieldText.name, `${values.lastName} ${values.firstName}`],
    [personFieldText.nameKana, `${values.lastNameKana} ${values.firstNameKana}`],
    [personFieldText.phone, formatPhone(values.phone)],
    [
      personFieldText.address,
      `〒${formatZip(values.zipCode)} ${prefecture}${values.address1}${values.address2} ${values.address3}`.trim(),
    ],
  ];
  return (
    <>
      <p>{text.review}</p>
      <dl className={own.review}>
        {rows.map(([term, detail]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
