import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepSubmit } from './early-submit.ts';
import { useSiteForm } from './use-site-form.ts';

// The site's real form schemas: the messages a member sees are theirs.
const forms = () => import('@fanclub/domain/forms');

const REQUIRED = '入力してください。';
const EMAIL_MISMATCH = 'メールアドレスが一致しません。';
const PASSWORD_MISMATCH = 'パスワードが一致しません。';

/** Submits the form of a hook and waits for its validation. */
const submit = async <TOutput,>(
  form: { handleSubmit: (onValid: (output: TOutput) => void) => () => Promise<void> },
  onValid: (output: TOutput) => void,
) => {
  await act(() => form.handleSubmit(onValid)());
};

/** A member's details as typed: spaces, half-width kana, hyphens, full-width digits. */
const profile = {
  lastName: ' 山田 ',
  firstName: '花子',
  lastNameKana: 'ﾔﾏﾀﾞ',
  firstNameKana: 'ハナコ',
  phone: '090-1234-5678',
  zipCode: '１５０-０００１',
  prefectureId: '13',
  address1: '渋谷区神宮前',
  address2: '1-2-3',
  address3: '',
  nickName: '',
  birthDate: '2000-04-01',
  gender: '2',
};

const signIn = () =>
  renderHook(() =>
    useSiteForm({
      schema: () => forms().then((m) => m.signInForm),
      defaultValues: { email: '', password: '' },
    }),
  );

describe('useSiteForm', () => {
  it('shows no message before the first submit, whatever is typed', async () => {
    const schema = vi.fn(() => forms().then((m) => m.signInForm));
    const { result } = renderHook(() => useSiteForm({ schema, defaultValues: { email: '', password: '' } }));
    act(() => result.current.field('email').onChange('not an address'));
    act(() => result.current.field('email').onBlur());
    expect(result.current.values.email).toBe('not an address');
    expect(result.current.touched).toEqual({ email: true });
    expect(result.current.errors).toEqual({});
    expect(result.current.isSubmitted).toBe(false);
    expect(schema).not.toHaveBeenCalled();
  });

  it('shows each empty required field its message and does not call onValid', async () => {
    const { result } = signIn();
    const onValid = vi.fn();
    await submit(result.current, onValid);
    expect(onValid).not.toHaveBeenCalled();
    expect(result.current.isSubmitted).toBe(true);
    expect(result.current.errors).toEqual({ email: REQUIRED, password: REQUIRED });
    expect(result.current.field('email').errorMessage).toBe(REQUIRED);
  });

  it('keeps only the first message of a field', async () => {
    const { result } = signIn();
    act(() => result.current.field('email').onChange('fan@example'));
    await submit(result.current, vi.fn());
    expect(result.current.errors.email).toBe('メールアドレスの形式が正しくありません。');
  });

  it('validates a field again on each change after a submit', async () => {
    const { result } = signIn();
    await submit(result.current, vi.fn());
    act(() => result.current.field('email').onChange('fan@'));
    await waitFor(() => expect(result.current.errors.email).toBe('メールアドレスの形式が正しくありません。'));
    act(() => result.current.field('email').onChange('fan@example.jp'));
    await waitFor(() => expect(result.current.errors.email).toBeUndefined());
    // The other field keeps its message until it is changed or the form submitted again.
    expect(result.current.errors.password).toBe(REQUIRED);
  });

  it('puts a confirmation mismatch on the confirmation field', async () => {
    const { result } = renderHook(() =>
      useSiteForm({
        schema: () => forms().then((m) => m.sendEmailForm),
        defaultValues: { email: 'fan@example.jp', confirmEmail: 'fam@example.jp' },
      }),
    );
    const onValid = vi.fn();
    await submit(result.current, onValid);
    expect(result.current.errors).toEqual({ confirmEmail: EMAIL_MISMATCH });
    expect(onValid).not.toHaveBeenCalled();

    act(() => result.current.field('confirmEmail').onChange('fan@example.jp'));
    await waitFor(() => expect(result.current.errors).toEqual({}));
    await submit(result.current, onValid);
    expect(onValid).toHaveBeenCalledWith({ email: 'fan@example.jp', confirmEmail: 'fan@example.jp' });
  });

  it('takes the confirmation’s mismatch away when the address it repeats is corrected', async () => {
    const { result } = renderHook(() =>
      useSiteForm({
        schema: () => forms().then((m) => m.sendEmailForm),
        defaultValues: { email: 'fam@example.jp', confirmEmail: 'fan@example.jp' },
      }),
    );
    await submit(result.current, vi.fn());
    expect(result.current.errors).toEqual({ confirmEmail: EMAIL_MISMATCH });
    act(() => result.current.field('email').onChange('fan@example.jp'));
    await waitFor(() => expect(result.current.errors).toEqual({}));
    // Changing the address again puts no new message under the confirmation the fan did not touch
    // (the next submit shows it).
    act(() => result.current.field('email').onChange('fa@example.jp'));
    await waitFor(() => expect(result.current.values.email).toBe('fa@example.jp'));
    expect(result.current.errors.confirmEmail).toBeUndefined();
  });

  it('puts a password mismatch on the repeated password', async () => {
    const { result } = renderHook(() =>
      useSiteForm({
        schema: () => forms().then((m) => m.resetPasswordForm),
        defaultValues: { password: 'Himawari2025', passwordConfirm: 'Himawari2026', token: 't' },
      }),
    );
    await submit(result.current, vi.fn());
    expect(result.current.errors).toEqual({ passwordConfirm: PASSWORD_MISMATCH });
  });

  it('passes the parsed output to onValid: normalised, trimmed, coerced', async () => {
    const { result } = renderHook(() =>
      useSiteForm({
        schema: () => forms().then((m) => m.profileForm),
        defaultValues: profile,
      }),
    );
    const onValid = vi.fn();
    await submit(result.current, onValid);
    expect(result.current.errors).toEqual({});
    expect(onValid).toHaveBeenCalledOnce();
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      lastName: '山田',
      firstName: '花子',
      lastNameKana: 'ヤマダ',
      firstNameKana: 'ハナコ',
      phone: '09012345678',
      zipCode: '1500001',
      prefectureId: 13,
      address1: '渋谷区神宮前',
      address2: '1-2-3',
      address3: null,
      nickName: null,
      birthDate: '2000-04-01',
      gender: 2,
    });
  });

  it('validates a value set with shouldValidate, submitted or not', async () => {
    const { result } = renderHook(() =>
      useSiteForm({
        schema: () => forms().then((m) => m.profileForm),
        defaultValues: { ...profile, prefectureId: '', address1: '' },
      }),
    );
    act(() => result.current.setValue('prefectureId', 99, { shouldValidate: true }));
    await waitFor(() => expect(result.current.errors.prefectureId).toBe('都道府県を選択してください。'));
    act(() => result.current.setValue('prefectureId', 14, { shouldValidate: true }));
    await waitFor(() => expect(result.current.errors.prefectureId).toBeUndefined());
    expect(result.current.watch('prefectureId')).toBe(14);
    // Only that field is judged: the empty city, set without shouldValidate, shows nothing yet.
    act(() => result.current.setValue('address1', ''));
    expect(result.current.errors).toEqual({});
  });

  it('loads the schema once, on the first validation', async () => {
    const schema = vi.fn(() => forms().then((m) => m.signInForm));
    const { result } = renderHook(() => useSiteForm({ schema, defaultValues: { email: '', password: '' } }));
    expect(schema).not.toHaveBeenCalled();
    await submit(result.current, vi.fn());
    act(() => result.current.field('email').onChange('fan@example.jp'));
    act(() => result.current.field('password').onChange('x'));
    await waitFor(() => expect(result.current.errors).toEqual({}));
    await submit(result.current, vi.fn());
    expect(schema).toHaveBeenCalledOnce();
  });

  it('loads the schema again after a failed load', async () => {
    const schema = vi
      .fn<() => ReturnType<typeof forms>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockImplementation(forms);
    const { result } = renderHook(() =>
      useSiteForm({
        schema: () => schema().then((m) => m.emailForm),
        defaultValues: { email: '' },
      }),
    );
    await expect(act(() => result.current.handleSubmit(vi.fn())())).rejects.toThrow('chunk failed');
    await submit(result.current, vi.fn());
    expect(result.current.errors).toEqual({ email: REQUIRED });
    expect(schema).toHaveBeenCalledTimes(2);
  });
});

function ConfirmForm({ onValid }: { onValid: (output: { email: string; confirmEmail: string }) => void }) {
  const form = useSiteForm({
    schema: () => forms().then((m) => m.sendEmailForm),
    defaultValues: { email: '', confirmEmail: '' },
  });
  const input = (name: 'email' | 'confirmEmail', label: string) => {
    const field = form.field(name);
    return (
      <div>
        <label htmlFor={name}>{label}</label>
        <input
          id={name}
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          aria-invalid={field.errorMessage ? true : undefined}
        />
        {field.errorMessage && <span>{field.errorMessage}</span>}
      </div>
    );
  };
  return (
    <form ref={form.ref} noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      {input('email', 'メールアドレス')}
      {input('confirmEmail', '確認')}
      <button type="submit">送信</button>
    </form>
  );
}

describe('useSiteForm in a form', () => {
  afterEach(cleanup);

  it('focuses the first invalid field after a failed submit', async () => {
    const onValid = vi.fn();
    render(<ConfirmForm onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('メールアドレス'), { target: { value: 'fan@example.jp' } });
    fireEvent.change(screen.getByLabelText('確認'), { target: { value: 'fan@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '送信' }));
    expect(await screen.findByText(EMAIL_MISMATCH)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('確認'));

    fireEvent.change(screen.getByLabelText('メールアドレス'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '送信' }));
    expect(await screen.findByText(REQUIRED)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('メールアドレス'));
    expect(onValid).not.toHaveBeenCalled();
  });

  it('keeps what was typed into the server HTML before hydration, and submits it', async () => {
    const onValid = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ConfirmForm onValid={onValid} />);
    document.body.append(container);
    // The fan types before the app's code has arrived.
    (container.querySelector('#email') as HTMLInputElement).value = 'fan@example.jp';
    (container.querySelector('#confirmEmail') as HTMLInputElement).value = 'fan@example.jp';
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <ConfirmForm onValid={onValid} />);
    });
    expect(screen.getByLabelText<HTMLInputElement>('メールアドレス').value).toBe('fan@example.jp');
    fireEvent.click(screen.getByRole('button', { name: '送信' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledOnce());
    expect(onValid).toHaveBeenCalledWith({ email: 'fan@example.jp', confirmEmail: 'fan@example.jp' });
    expect(screen.getByLabelText<HTMLInputElement>('確認').value).toBe('fan@example.jp');
    act(() => root?.unmount());
    container.remove();
  });

  it('sends a press made before hydration once React holds the form, and only once', async () => {
    const onValid = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ConfirmForm onValid={onValid} />);
    document.body.append(container);
    // The page's listener (app/start.tsx): no native submit, the press kept.
    const keep = (event: Event) => {
      event.preventDefault();
      keepSubmit(event as SubmitEvent);
    };
    document.addEventListener('submit', keep, true);
    (container.querySelector('#email') as HTMLInputElement).value = 'early@example.jp';
    (container.querySelector('#confirmEmail') as HTMLInputElement).value = 'early@example.jp';
    // Pressed while the form is still the server's HTML: no handler hears it.
    (container.querySelector('button') as HTMLButtonElement).click();
    expect(onValid).not.toHaveBeenCalled();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <ConfirmForm onValid={onValid} />);
    });
    await waitFor(() => expect(onValid).toHaveBeenCalledOnce());
    expect(onValid).toHaveBeenCalledWith({ email: 'early@example.jp', confirmEmail: 'early@example.jp' });
    // A press React hears itself is not sent a second time.
    fireEvent.click(screen.getByRole('button', { name: '送信' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onValid).toHaveBeenCalledTimes(2);
    document.removeEventListener('submit', keep, true);
    act(() => root?.unmount());
    container.remove();
  });

  it('submits the parsed values once every field is valid', async () => {
    const onValid = vi.fn();
    render(<ConfirmForm onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('メールアドレス'), { target: { value: ' fan@example.jp ' } });
    fireEvent.change(screen.getByLabelText('確認'), { target: { value: 'fan@example.jp' } });
    fireEvent.click(screen.getByRole('button', { name: '送信' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledOnce());
    expect(onValid).toHaveBeenCalledWith({ email: 'fan@example.jp', confirmEmail: 'fan@example.jp' });
  });
});
