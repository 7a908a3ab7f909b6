import { useSignUp } from '@fanclub/domain/react';
import { Button } from '@fanclub/ui';
import { useNavigate } from 'react-router-dom';
import { sessionStore } from '../../app/api.ts';
import { sessionFromTokenAnswer } from '../../app/session/session-store.ts';
import { paths } from '../../app/paths.ts';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { PersonFields } from '../../components/form/PersonFields.tsx';
import { SelectField } from '../../components/form/SelectField.tsx';
import { useForm } from '../../components/form/use-form.ts';
import styles from '../../components/content.module.css';
import { notify } from '../../app/site/notify.tsx';

export const genderOptions = [
  { value: 1, label: '男性' },
  { value: 2, label: '女性' },
  { value: 9, label: 'その他' },
  { value: 0, label: '回答しない' },
] as const;

/** The registration form: the mailed token and its email, password, person fields, birth date, gender. */
export function SignUpForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const form = useForm({
    schema: () => import('@fanclub/domain/forms').then((m) => m.signUpForm),
    defaultValues: {
      token,
      email,
      password: '',
      passwordConfirm: '',
      lastName: '',
      firstName: '',
      lastNameKana: '',
      firstNameKana: '',
      phone: '',
      zipCode: '',
      prefectureId: '',
      address1: '',
      address2: '',
      address3: '',
      nickName: '',
      birthDate: '',
      gender: '',
    },
  });
  const signUp = useSignUp({
    onSuccess: (answer) => {
      sessionStore.set(sessionFromTokenAnswer(answer));
      notify.success('会員登録が完了しました。');
      navigate(paths.home, { replace: true });
    },
    onError: (error) => notify.failure(error, 'signUpFailed'),
  });
  return (
    <form
      ref={form.ref}
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit((body) => signUp.mutate(body))}
    >
      <FormTextField field={form.field('email')} label="メールアドレス" type="email" isReadOnly />
      <FormTextField
        field={form.field('password')}
        label="パスワード"
        type="new-password"
        isRequired
        description="英字と数字を含む8文字以上"
      />
      <FormTextField
        field={form.field('passwordConfirm')}
        label="パスワード（確認）"
        type="new-password"
        isRequired
      />
      <PersonFields form={form} />
      <FormTextField field={form.field('nickName')} label="ニックネーム" />
      <FormTextField
        field={form.field('birthDate')}
        label="生年月日"
        type="date"
        autoComplete="bday"
        isRequired
      />
      <SelectField field={form.field('gender')} label="性別" options={genderOptions} isRequired />
      <Button type="submit" isPending={signUp.isPending} fullWidth>
        登録する
      </Button>
    </form>
  );
}
